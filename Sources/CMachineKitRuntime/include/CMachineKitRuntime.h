#ifndef CMACHINEKITRUNTIME_H
#define CMACHINEKITRUNTIME_H

#include <stddef.h>
#include <stdint.h>

/// Where a job was headed when a run on this thread caught it.
enum {
    /// The global concurrent executor (a `Task { }`, a default actor, `Task.detached`).
    MK_JOB_GLOBAL = 0,
    /// The main actor.
    MK_JOB_MAIN = 1
};

/// Receives a job that the concurrency runtime was about to hand to the global executor or
/// the main actor while a run was current on the calling thread.
typedef void (*mk_job_sink)(void *run, void *job, int destination);

/// Gives the main-actor stand-in of `run`: an `UnownedSerialExecutor`'s two words.
typedef void (*mk_main_maker)(void *run, void **identity, uintptr_t *implementation);

/// Installs the runtime hooks once per process (later calls do nothing). While a run is
/// current on a thread (`mk_set_current_run`), jobs enqueued from that thread for the global
/// executor or the main actor go to `sink` instead, and the main actor's executor is the run's
/// stand-in, which `main` gives the first time the run asks for the main actor's executor
/// (a run that never touches the main actor makes none). Other threads, and the same thread
/// outside a run, are untouched.
void mk_install_run_hooks(mk_job_sink sink, mk_main_maker main);

/// Makes `run` current on the calling thread (`NULL`: none); its main-actor stand-in is made
/// when first asked for.
void mk_set_current_run(void *run);

/// The run current on the calling thread, or `NULL`.
void *mk_current_run(void);

/// Binds a task-local value in the calling task, as `TaskLocal.withValue` does, until
/// `mk_task_local_pop`: `key` is the `TaskLocal` object, `value` the address of a value of type
/// `type` (its metadata), taken from there (the binding owns it; the memory is left
/// uninitialized). Call only from within a task, not in a task group's body, and pop before
/// the task ends, in the reverse order of the pushes.
void mk_task_local_push(const void *key, void *value, const void *type);

/// Ends the calling task's latest binding made with `mk_task_local_push` (its value is
/// destroyed).
void mk_task_local_pop(void);

#endif
