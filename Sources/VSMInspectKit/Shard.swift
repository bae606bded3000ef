import ArgumentParser
import MachineKit

/// `check --shard K/N`: the K-th of N parts of a run's machines, the same on every CI job that
/// is given the same arguments. Machines (and inputs that cannot be read) are ordered by what
/// they are (source, then name), and dealt out in turn: part K takes the K-th, the (K+N)-th,
/// and so on, so parts differ in size by one at most. Each part's report lists its machines
/// in the order the run names them; `vsm-inspect merge` joins the parts' reports into one.
struct Shard: ExpressibleByArgument, Sendable, Hashable {
    /// 1-based.
    var index: Int
    var count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            return nil
        }
        self.index = index
        self.count = count
    }

    static var defaultValueDescription: String { "K/N" }

    /// The items of `identities` (one per item, in the run's order) that fall in this part.
    func selects(_ identities: [String]) -> [Bool] {
        let order = identities.indices.sorted { (identities[$0], $0) < (identities[$1], $1) }
        var selected = Array(repeating: false, count: identities.count)
        for (position, item) in order.enumerated() where position % count == index - 1 { selected[item] = true }
        return selected
    }

    /// What a machine is, for dealing: its source (a spec file's path or a Swift type) and name.
    static func identity(of machine: AnyMachine) -> String {
        "machine\u{0}" + machine.source + "\u{0}" + machine.name
    }

    /// What an input that cannot be read is: its file, else its message.
    static func identity(of bad: BadInput) -> String {
        "bad\u{0}" + (bad.file ?? bad.message)
    }
}
