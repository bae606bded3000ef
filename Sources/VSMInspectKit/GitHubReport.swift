import MachineKit

/// GitHub Actions workflow commands: an `::error` or `::warning` annotation for each finding,
/// on the spec file's line where there is one, so that a pull request shows it in place; then
/// the summary line.
enum GitHubReport {
    static func render(_ run: CheckRun) -> String {
        var lines: [String] = []
        for item in run.checked {
            let machine = item.report.machine
            for finding in item.report.findings {
                var properties: [(String, String)] = []
                if let file = item.file(of: finding) {
                    properties.append(("file", file))
                    if let line = item.line(of: finding) { properties.append(("line", String(line))) }
                }
                properties.append(("title", "\(finding.check.rawValue) in \(machine)"))
                var message = finding.message
                if finding.isRollUp { message += " (\(finding.rollUpLine))" }
                if let trace = finding.trace { message += "\nTrace: \(trace.line)" }
                lines.append(command(run.fails(finding) ? "error" : "warning", properties, message))
            }
        }
        for bad in run.badInputs {
            var properties: [(String, String)] = []
            if let file = bad.file { properties.append(("file", file)) }
            if let line = bad.line { properties.append(("line", String(line))) }
            properties.append(("title", "bad-input"))
            lines.append(command("error", properties, bad.message))
        }
        lines.append(TextReport.summary(run))
        return lines.map { $0 + "\n" }.joined()
    }

    /// `::error file=…,line=…,title=…::message`, escaped as the runner reads it.
    static func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0)=\(escape($1, property: true))" }.joined(separator: ",")
        return "::\(name)" + (list.isEmpty ? "" : " " + list) + "::" + escape(message, property: false)
    }

    /// Percent-escapes the workflow command's syntax (`%`, CR and LF everywhere, `:` and `,` in
    /// properties too); every other control character (C0, DEL, C1, line and paragraph
    /// separators, bidirectional marks and overrides) becomes `\u{..}`, so that an annotation
    /// shows a name as it is spelt and never reorders or splits the line it is on
    /// (``Escaping/githubMessage``, ``Escaping/githubProperty``).
    static func escape(_ text: String, property: Bool) -> String {
        (property ? Escaping.githubProperty : Escaping.githubMessage)(text)
    }
}
