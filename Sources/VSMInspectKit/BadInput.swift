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

    /// Several inputs that cannot be read, as the one line standard error gets: the first
    /// three messages and how many more (a report lists each).
    static func oneLine(_ inputs: [BadInput]) -> String {
        guard inputs.count > 1 else { return inputs.first?.message ?? "" }
        let shown = inputs.prefix(3).map(\.message).joined(separator: "; ")
        return "\(inputs.count) inputs cannot be read: " + shown + (inputs.count > 3 ? "; and \(inputs.count - 3) more" : "")
    }

    /// A spec file that cannot be read, as one line naming its file, line and state.
    init(_ error: SpecError) {
        self.init(error.description, file: error.file, line: error.line, state: error.state)
    }
}
