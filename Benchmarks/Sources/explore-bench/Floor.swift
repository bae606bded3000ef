import Foundation
import MachineKit

// What a model's own code costs, apart from the explorer: the CPU time of this thread (not
// wall time, so that a loaded machine inflates it less) for
//
//   expand       the machine's expand function run once on every reachable state, its
//                successors written into a buffer and dropped (the copies and reference
//                counting of the model's own code)
//   + hashValue  the same, and every successor's `hashValue` (`Hasher`, as a `Set` asks it)
//   Set search   a breadth-first search written by hand with a `Set<State>` of the states
//                seen and an array of states to expand: the plain Swift way
//   explorer     `Explorer(machine, bounds:, workers: 1).explore()` (within --max-states)
//
// Every phase reaches the same states (the search's count is checked against the explorer's).

/// CPU seconds this thread has run.
func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func floorFigures<S, A>(_ model: String, _ machine: Machine<S, A>) -> String {
    var start = threadSeconds()
    let exploration = Explorer(machine, bounds: ExplorationBounds(maxStates: maxStates), workers: 1).explore()
    let explorer = threadSeconds() - start
    let states = exploration.states
    let transitions = exploration.statistics.transitions

    // Expansions in batches of 256 into one buffer, as the explorer writes them.
    func expandAll(hashing: Bool) -> (successors: Int, check: Int) {
        var successors = 0, check = 0
        var offset = 0
        while offset < states.count {
            var buffer = Successors<S, A>()
            for state in states[offset..<min(states.count, offset + 256)] {
                machine.expand(state, &buffer)
            }
            for index in 0..<buffer.count {
                for state in buffer.outcome(index) {
                    successors += 1
                    if hashing { check &+= state.hashValue }
                }
            }
            offset += 256
        }
        return (successors, check)
    }

    start = threadSeconds()
    let expanded = expandAll(hashing: false)
    let expand = threadSeconds() - start
    start = threadSeconds()
    let hashed = expandAll(hashing: true)
    let expandHash = threadSeconds() - start

    start = threadSeconds()
    var seen = Set(machine.initialStates)
    var queue = Array(seen)
    var head = 0
    var buffer = Successors<S, A>()
    while head < queue.count {
        if head % 256 == 0 { buffer = Successors() }
        let state = queue[head]
        head += 1
        let before = buffer.count
        machine.expand(state, &buffer)
        for index in before..<buffer.count {
            for next in buffer.outcome(index) where seen.insert(next).inserted { queue.append(next) }
        }
    }
    let search = threadSeconds() - start
    // Messages of preconditions are left out of release builds: said here instead.
    if queue.count != states.count || expanded.successors != hashed.successors {
        FileHandle.standardError.write(Data(("the Set search reached \(queue.count) states, the explorer \(states.count); "
            + "\(expanded.successors) and \(hashed.successors) successors\n").utf8))
        exit(1)
    }

    func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
    return "\(model) floor (CPU time of one thread): \(states.count) states, \(expanded.successors) successors "
        + "(\(transitions) distinct transitions); expand \(seconds(expand)), expand + hashValue \(seconds(expandHash)), "
        + "Set search \(seconds(search)), explorer \(seconds(explorer)) (check \(hashed.check & 1))"
}
