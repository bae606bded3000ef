import MachineKit

/// Input the inspector cannot use: a file, a machine name, a bound. One line, exit code 2.
struct BadInput: Error {
    static let exitCode: Int32 = 2
    var message: String
    /// The file at fault, its line and the state, where the message is about a file.
    var file: String?
    var line: Int?
    var state: String?

    init(_ message: String, file: String? = nil, line: Int? = nil, state: String? = nil) {
        self.message = message
        self.file = file
        self.line = line
        self.state = state
    }

    /// A spec file that cannot be read, as one line naming its file, line and state.
    init(_ error: SpecError) {
        self.init(error.description, file: error.file, line: error.line, state: error.state)
    }
}
