import Foundation

/// Where a command writes what it made: standard output for `-`, else a file, written
/// without losing anything the user had.
struct OutputTarget {
    let path: String
    let force: Bool
    /// Paths this run reads: never replaced.
    let inputs: [String]

    init(_ path: String, force: Bool, inputs: [String]) {
        self.path = path
        self.force = force
        self.inputs = inputs
    }

    func write(_ data: Data) throws {
        if path == "-" {
            Terminal.output(String(decoding: data, as: UTF8.self))
            return
        }
        if FileManager.default.fileExists(atPath: path), !force {
            throw BadInput("\(path): exists; not replacing it (use --force to replace it)")
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BadInput("\(path): cannot be written: \(error.localizedDescription)")
        }
    }
}
