import Foundation

/// Where a command writes what it made: standard output for `-`, else a file, written
/// without losing anything the user had (see ``OutputFile``).
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
        let replace: OutputFile.Replace = force ? .always : Terminal.canAsk ? .ask(Terminal.ask) : .never
        do {
            try OutputFile.write([UInt8](data), to: path, replace: replace, inputs: inputs)
        } catch {
            throw BadInput(error.description)
        }
    }
}
