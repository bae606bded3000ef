import ArgumentParser

/// A report format a command writes: its values, the `--output` endings that name one, and
/// what `--format` and `--output` say in the command's help.
protocol ReportFormat: ExpressibleByArgument, CaseIterable, RawRepresentable, Equatable where RawValue == String {
    /// The formats `--output`'s ending tells.
    static var endings: [String: Self] { get }
    /// The format written when neither `--format` nor `--output`'s ending names one.
    static var standard: Self { get }
    /// The help of `--format`.
    static var formatHelp: String { get }
    /// The help of `--output`.
    static var outputHelp: String { get }
}

/// `--format`, `--output` and `--force`, as the commands that write a report take them
/// (`check`, `conform`, `diff`): the format is `--format`, else the one `--output`'s ending
/// names, else the format's standard one.
struct ReportOutput<Format: ReportFormat>: ParsableArguments {
    @Option(name: .customLong("format"), help: ArgumentHelp(Format.formatHelp))
    var formatOption: Format?

    @Option(help: ArgumentHelp(Format.outputHelp))
    var output: String?

    @Flag(help: "Replace the --output file if it exists (never a file being read).")
    var force = false

    /// The format to write (see ``check()`` for the arguments that disagree).
    var format: Format {
        (try? check()) ?? Format.standard
    }

    /// The format to write; a `--format` that the `--output` ending contradicts is a usage
    /// error. Called when the command runs (not in `validate()`, which the parser calls before
    /// it reports an unknown option).
    @discardableResult
    func check() throws -> Format {
        try OutputFormat.choose(explicit: formatOption, output: output, endings: Format.endings, fallback: Format.standard)
            ?? Format.standard
    }
}
