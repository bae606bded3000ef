import Foundation

/// Where a command writes what it made: standard output for `-`, else a file, written
/// without losing anything the user had (see ``OutputFile``).
struct OutputTarget {
    let path: String
    let force: Bool
    /// Paths this run reads: never replaced.
    let inputs: [String]
    /// Records (files, folders, globs) this run reads: never replaced either.
    let records: [String]

    init(_ path: String, force: Bool, inputs: [String], records: [String] = []) {
        self.path = path
        self.force = force
        self.inputs = inputs
        self.records = records
    }

    func write(_ data: Data) throws {
        if path == "-" {
            Terminal.output(String(decoding: data, as: UTF8.self))
            return
        }
        let replace: OutputFile.Replace = force ? .always : Terminal.canAsk ? .ask(Terminal.ask) : .never
        do {
            try OutputFile.write([UInt8](data), to: path, replace: replace, inputs: inputs, records: records)
        } catch {
            throw BadInput(error.description)
        }
    }
}
