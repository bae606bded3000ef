import ArgumentParser

/// What a command's `--output` and `--force` say in its help.
protocol OutputHelp {
    /// The help of `--output`.
    static var outputHelp: String { get }
    /// The help of `--force`.
    static var forceHelp: String { get }
}

extension OutputHelp {
    static var forceHelp: String { "Replace the --output file if it exists (never a file being read)." }
}

/// `--output` and `--force`, as every command that writes a file takes them: standard output
/// for `-` (or, where the command allows it, no `--output`), else a new file, or an existing
/// regular file with `--force` or a yes at the prompt (``OutputTarget``).
struct OutputOptions<Help: OutputHelp>: ParsableArguments {
    @Option(help: ArgumentHelp(Help.outputHelp))
    var output: String?

    @Flag(help: ArgumentHelp(Help.forceHelp))
    var force = false

    /// Where to write: `--output`, else `fallback` (`-`, standard output, for most commands).
    /// `records` are the record files, folders and globs the run reads (`--coverage`).
    func target(inputs: [String], records: [String] = [], fallback: String = "-") -> OutputTarget {
        OutputTarget(output ?? fallback, force: force, inputs: inputs, records: records)
    }
}

/// A report format a command writes: its values, the `--output` endings that name one, and
/// what `--format` and `--output` say in the command's help.
protocol ReportFormat: OutputHelp, ExpressibleByArgument, CaseIterable, RawRepresentable, Equatable where RawValue == String {
    /// The formats `--output`'s ending tells.
    static var endings: [String: Self] { get }
    /// The format written when neither `--format` nor `--output`'s ending names one; `nil`
    /// when one of them must (`render`).
    static var standard: Self? { get }
    /// The help of `--format`.
    static var formatHelp: String { get }
    /// The command, as a missing format names it.
    static var command: String { get }
}

extension ReportFormat {
    static var command: String { "this command" }
}

/// `--format`, `--output` and `--force`, as the commands that write a report or a drawing
/// take them (`check`, `conform`, `diff`, `render`): the format is `--format`, else the one
/// `--output`'s ending names, else the format's standard one.
struct ReportOutput<Format: ReportFormat>: ParsableArguments {
    @Option(name: .customLong("format"), help: ArgumentHelp(Format.formatHelp))
    var formatOption: Format?

    @OptionGroup var file: OutputOptions<Format>

    var output: String? { file.output }
    var force: Bool { file.force }

    /// The format to write (see ``check()`` for the arguments that disagree or are missing).
    var format: Format {
        (try? check()) ?? Format.standard ?? Format.allCases[Format.allCases.startIndex]
    }

    /// The format to write; a `--format` that the `--output` ending contradicts, or no format
    /// where the command has no standard one, is a usage error. Called when the command runs
    /// (not in `validate()`, which the parser calls before it reports an unknown option).
    @discardableResult
    func check() throws -> Format {
        guard
            let format = try OutputFormat.choose(explicit: formatOption, output: output, endings: Format.endings, fallback: Format.standard)
        else {
            throw ValidationError(
                "\(Format.command) needs --format, or an --output file whose ending names the format ("
                    + OutputFormat.list(Format.endings) + ")")
        }
        return format
    }
}
