// The concurrency runtime's hooks (swift_task_*_hook, exported by libswift_Concurrency) let a
// process route jobs itself. An async action the explorer runs must run entirely on the
// thread that drains it, in a fixed order: its spawned tasks, default actors and main-actor
// work included. These hooks send such jobs to the current run while one is current on the
// enqueuing thread, and leave everything else to the runtime.
#include "CMachineKitRuntime.h"
#include <stdbool.h>
#include <stddef.h>
#include <pthread.h>

#define MK_SWIFTCC __attribute__((swiftcall))

typedef struct MKJob MKJob;
typedef struct { void *identity; uintptr_t implementation; } mk_executor_ref;

typedef MK_SWIFTCC void (*mk_enqueue_original)(MKJob *job);
typedef MK_SWIFTCC mk_executor_ref (*mk_get_main_original)(void);
typedef MK_SWIFTCC bool (*mk_is_main_original)(mk_executor_ref executor);

extern MK_SWIFTCC void (*swift_task_enqueueGlobal_hook)(MKJob *job, mk_enqueue_original original);
extern MK_SWIFTCC void (*swift_task_enqueueMainExecutor_hook)(MKJob *job, mk_enqueue_original original);
extern MK_SWIFTCC mk_executor_ref (*swift_task_getMainExecutor_hook)(mk_get_main_original original);
extern MK_SWIFTCC bool (*swift_task_isMainExecutor_hook)(mk_executor_ref executor, mk_is_main_original original);

extern MK_SWIFTCC void swift_task_localValuePush(const void *key, void *value, const void *type);
extern MK_SWIFTCC void swift_task_localValuePop(void);

static _Thread_local void *current_run;
static _Thread_local mk_executor_ref current_main;
static mk_job_sink job_sink;
static mk_main_maker main_maker;

static MK_SWIFTCC void (*previous_global)(MKJob *, mk_enqueue_original);
static MK_SWIFTCC void (*previous_main)(MKJob *, mk_enqueue_original);
static MK_SWIFTCC mk_executor_ref (*previous_get_main)(mk_get_main_original);
static MK_SWIFTCC bool (*previous_is_main)(mk_executor_ref, mk_is_main_original);

static MK_SWIFTCC void on_enqueue_global(MKJob *job, mk_enqueue_original original) {
    if (current_run) { job_sink(current_run, job, MK_JOB_GLOBAL); return; }
    if (previous_global) previous_global(job, original); else original(job);
}

static MK_SWIFTCC void on_enqueue_main(MKJob *job, mk_enqueue_original original) {
    if (current_run) { job_sink(current_run, job, MK_JOB_MAIN); return; }
    if (previous_main) previous_main(job, original); else original(job);
}

static MK_SWIFTCC mk_executor_ref on_get_main(mk_get_main_original original) {
    if (current_run) {
        if (!current_main.identity) main_maker(current_run, &current_main.identity, &current_main.implementation);
        if (current_main.identity) return current_main;
    }
    return previous_get_main ? previous_get_main(original) : original();
}

static MK_SWIFTCC bool on_is_main(mk_executor_ref executor, mk_is_main_original original) {
    if (current_run && current_main.identity && executor.identity == current_main.identity) return true;
    return previous_is_main ? previous_is_main(executor, original) : original(executor);
}

static pthread_once_t install_once = PTHREAD_ONCE_INIT;

static void install(void) {
    previous_global = swift_task_enqueueGlobal_hook;
    swift_task_enqueueGlobal_hook = on_enqueue_global;
    previous_main = swift_task_enqueueMainExecutor_hook;
    swift_task_enqueueMainExecutor_hook = on_enqueue_main;
    previous_get_main = swift_task_getMainExecutor_hook;
    swift_task_getMainExecutor_hook = on_get_main;
    previous_is_main = swift_task_isMainExecutor_hook;
    swift_task_isMainExecutor_hook = on_is_main;
}

void mk_install_run_hooks(mk_job_sink sink, mk_main_maker main) {
    job_sink = sink;
    main_maker = main;
    pthread_once(&install_once, install);
}

void mk_set_current_run(void *run) {
    current_run = run;
    current_main.identity = NULL;
    current_main.implementation = 0;
}

void *mk_current_run(void) { return current_run; }

void mk_task_local_push(const void *key, void *value, const void *type) {
    swift_task_localValuePush(key, value, type);
}

void mk_task_local_pop(void) {
    swift_task_localValuePop();
}
