import Foundation

/// Structure-aware inputs of the attack families that mutation alone rarely builds: each
/// family is a spec file (and, for some, a file name) that must be refused in one line or
/// explored within the budget. The fixed seed of `make test` runs every family at least once
/// (``CLIFuzzTests``); a campaign mixes them with mutated inputs.
enum Family: CaseIterable {
    /// An unguarded eventless transition into a compound's own final child (SCXML and YAML),
    /// and one from a region into another region's final.
    case eventlessLoopThroughFinal
    /// One long name aliased through a deep chain above parallel regions whose events have
    /// two outcomes each: names and reports that grow with the product.
    case aliasAmplification
    /// Many parallel regions of two states each: configurations that multiply.
    case manyRegions
    /// Names that a terminal, GitHub or Markdown would read as syntax: escape sequences,
    /// backticks, HTML, links, images, mentions, line and paragraph separators.
    case markdownAndTerminalPayloads
    /// A spec file whose folder holds a newline, and file names with glob characters.
    case oddFileNames

    /// The spec file's text, its ending, and the folder (under the run's directory) and file
    /// name it is written as; `variant` picks among the family's members.
    func input(variant: Int) -> (text: String, ending: String, folder: String, name: String) {
        switch self {
        case .eventlessLoopThroughFinal:
            let members: [(String, String)] = [
                (
                    "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" initial=\"p\"><state id=\"p\"><transition target=\"f\"/>"
                        + "<final id=\"f\"/></state></scxml>\n", "scxml"
                ),
                ("initial: p\nstates:\n  p:\n    initial: a\n    always: f\n    states:\n      a: {}\n      f: {type: final}\n", "yaml"),
                (
                    "type: parallel\nstates:\n  r1:\n    initial: a\n    states:\n      a: {always: '#done'}\n"
                        + "  r2:\n    initial: b\n    states:\n      b: {}\n      d: {id: done, type: final, always: '#back'}\n"
                        + "      c: {id: back}\n", "yaml"
                ),
            ]
            let (text, ending) = members[variant % members.count]
            return (text, ending, "loops", "loop")
        case .aliasAmplification:
            // Up to 5 regions: 6 made a chart whose names and moves (65,536 of 1 KB names) took
            // longer than a run's time limit in a debug build on a loaded machine.
            let depth = 8 + variant % 20, regions = 2 + variant % 4
            var lines = [
                "id: amp", "type: parallel", "defs:", "  - &n " + String(repeating: "N", count: 4_000),
                "  - &c0 {initial: *n, states: {*n: {on: {go: [b, *n]}}, b: {on: {go: [*n, b]}}}}",
            ]
            for level in 1..<depth { lines.append("  - &c\(level) {initial: *n, states: {*n: *c\(level - 1)}}") }
            lines.append("states:")
            for region in 0..<regions { lines.append("  r\(region): *c\(depth - 1)") }
            return (lines.joined(separator: "\n") + "\n", "yaml", "amp", "amp")
        case .manyRegions:
            // Refused (17 or more: their product passes the limit) or small. Between the two
            // (11 to 16 regions, 2,048 to 65,536 configurations) a chart is within the limits
            // but takes longer than a run's time limit in a debug build: the engine's cost per
            // configuration grows with the regions.
            let regions = variant % 2 == 0 ? 2 + variant % 9 : 17 + variant % 50
            let body = (0..<regions).map {
                "  r\($0):\n    initial: a\n    states:\n      a: {on: {e\($0): b}}\n      b: {on: {e\($0): a}}\n"
            }
            return ("type: parallel\nstates:\n" + body.joined(), "yaml", "regions", "regions")
        case .markdownAndTerminalPayloads:
            let payloads = [
                "``a``", "<img src=x onerror=alert(1)>", "<details><summary>x</summary>", "@everyone", "[link](https://example.com)",
                "![i](https://example.com/i.png)", "\u{1B}]0;title\u{7}", "\u{1B}[2J", "a\u{85}b", "\u{202E}gnp.exe",
                "x\u{2028}y", "|pipe|", "*bold* _it_", "<!-- c -->",
            ]
            let first = payloads[variant % payloads.count], second = payloads[(variant + 5) % payloads.count]
            return (
                "{\"id\": \(Mutator.quotedName(first)), \"initial\": \(Mutator.quotedName(first)), \"states\": {"
                    + "\(Mutator.quotedName(first)): {\"on\": {\(Mutator.quotedName(second)): \(Mutator.quotedName(second))}}, "
                    + "\(Mutator.quotedName(second)): {}, \"orphan\": {}}}\n", "json", "payloads", "payloads"
            )
        case .oddFileNames:
            let folders = ["line\nbreak", "tab\there", "[id]", "q?"]
            let names = ["[id]", "a*", "q?", "{x,y}", "plain"]
            return (
                "initial: a\nstates:\n  a: {on: {go: b}}\n  b: {type: final}\n", "yaml",
                folders[variant % folders.count], names[variant % names.count]
            )
        }
    }
}
