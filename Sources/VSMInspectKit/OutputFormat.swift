import ArgumentParser
import Foundation

/// `--format` told by `--output`'s file ending when it is not given.
enum OutputFormat {
    /// The format a command writes: `explicit` when given (an `--output` ending that names
    /// another format is a usage error), else the one `output`'s ending names, else
    /// `fallback`; `nil` when there is none.
    static func choose<Format: RawRepresentable & Equatable>(
        explicit: Format?, output: String?, endings: [String: Format], fallback: Format?
    ) throws -> Format? where Format.RawValue == String {
        let ending = output.flatMap { $0 == "-" ? nil : ($0 as NSString).pathExtension.lowercased() } ?? ""
        let told = endings[ending]
        if let explicit {
            if let told, told != explicit, let output {
                throw ValidationError(
                    "--output \(output): the ending .\(ending) means \(told.rawValue), but --format is "
                        + "\(explicit.rawValue); leave out --format or change the ending")
            }
            return explicit
        }
        return told ?? fallback
    }

    /// The endings listed for a help text: `.svg, .png, ...`.
    static func list<Format>(_ endings: [String: Format]) -> String {
        endings.keys.sorted().map { "." + $0 }.joined(separator: ", ")
    }
}
