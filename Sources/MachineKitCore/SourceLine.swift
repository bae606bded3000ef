import Foundation

/// A line of Swift source: where a machine, one of its properties, or a case of its state or
/// action enum is declared. Findings on a typed machine carry the one that explains them, so
/// that code scanning and an editor show them where the fix goes.
public struct SourceLine: Sendable, Hashable, CustomStringConvertible {
    /// The file, as the compiler named it (`#filePath`: an absolute path where the package was built).
    public var file: String
    /// The line, from 1.
    public var line: Int

    /// A line of `file`.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// The line a `#filePath` and a `#line` name: a declaration's own, given by default arguments.
    public init(_ file: StaticString, _ line: UInt) {
        self.init(file: file.description, line: Int(line))
    }

    /// `file:line`, as compilers and editors print a place.
    public var description: String { "\(file):\(line)" }

    /// The file relative to `directory` (a checkout's root, where CI runs) when it lies within
    /// it; otherwise as it is.
    public func relativeFile(to directory: String = FileManager.default.currentDirectoryPath) -> String {
        let root = directory.hasSuffix("/") ? directory : directory + "/"
        return file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
    }
}
