import Foundation
import MachineKit
import TestSupport

/// A small, fast, seedable generator (SplitMix64): the same seed gives the same inputs on
/// every machine, so a failure is reproduced by its seed and index alone.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Where the harness's files live: the repository, its fixtures and its regression inputs.
enum FuzzPaths {
    static let repositoryRoot = TestSupport.repositoryRoot

    static let regressions = repositoryRoot + "/Tests/FuzzTests/Regressions"

    /// Where failing inputs are written (`FUZZ_OUT`, else `.build/fuzz`).
    static let output: String = {
        let path = ProcessInfo.processInfo.environment["FUZZ_OUT"] ?? repositoryRoot + "/.build/fuzz"
        try? FileManager.default.createDirectory(atPath: path + "/failures", withIntermediateDirectories: true)
        return path
    }()
}

/// The harness's budget, from the environment: `make test` runs a fixed small one, `make
/// fuzz` a long one.
struct FuzzBudget {
    var seed: UInt64
    var readerInputs: Int
    var cliInputs: Int
    /// Stop a campaign after this long even if inputs remain (the figures say how many ran).
    var maxSeconds: Double
    /// One reader input may take at most this long.
    var readerSeconds: Double
    /// One CLI run may take at most this long, and at most this much memory.
    var cliSeconds: Double
    var cliMegabytes: Int

    static let current: FuzzBudget = {
        let environment = ProcessInfo.processInfo.environment
        func number(_ name: String, _ fallback: Double) -> Double { environment[name].flatMap(Double.init) ?? fallback }
        return FuzzBudget(
            seed: environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 12,
            readerInputs: Int(number("FUZZ_READER_INPUTS", 6_000)),
            cliInputs: Int(number("FUZZ_CLI_INPUTS", 1_000)),
            maxSeconds: number("FUZZ_MAX_SECONDS", 3_600),
            readerSeconds: number("FUZZ_READER_SECONDS", 5),
            cliSeconds: number("FUZZ_CLI_SECONDS", 30),
            cliMegabytes: Int(number("FUZZ_CLI_MEGABYTES", 1_024)))
    }()
}

/// Mutates spec files and known-hard inputs: truncations, deleted and inserted bytes, bit
/// flips, tokens that readers treat specially (escapes, anchors, aliases, flow brackets,
/// document markers, BOMs, NUL, bytes that are not UTF-8, CRLF), deep nesting, long lines and
/// names, duplicated lines (duplicate keys), splices of two inputs, wrong types.
struct Mutator {
    var random: SplitMix64
    let corpus: [[UInt8]]
    /// The corpus entries that load as machines, for ``nextMachine()``.
    let machines: [[UInt8]]

    init(seed: UInt64, corpus: [[UInt8]]) {
        random = SplitMix64(seed: seed)
        self.corpus = corpus
        machines = corpus.filter { bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            return [true, false].contains { json in (try? SpecMachine.parse(text, file: "f", json: json)) != nil }
        }
    }

    /// Hostile names: terminal escapes, Graphviz substitutions, markup, separators.
    static let names: [String] = [
        "\u{1B}]0;owned\u{7}\u{1B}[2J", #"\N"#, #"\G\E\T\H\L"#, "tab\there", "cr\rhere", "nul\u{0}here",
        "<script>alert(1)</script>", "]]>", "--", "a -> b", "#hash", "@enduml", "```", "\u{202E}txt.exe",
        "line\u{2028}separator", "\u{FEFF}bom", "\u{FFFF}", "日本語", "😀", "x.y.z", "#id", ".child", "",
        String(repeating: "n", count: 5_000),
    ]

    /// Tokens readers give meaning to.
    static let tokens: [String] = [
        "{", "}", "[", "]", ": ", ":", "- ", "-", ",", "&a ", "*a", "<<: *a\n", "? ", "!!str ", "!tag ",
        #""\uD800""#, #""\uDC00""#, #"\uD83D\uDE00"#, #"\u0000"#, #"\\"#, "\\", "\"", "'", "''", "\t", "\r\n", "\r",
        "\u{FEFF}", "\0", "---\n", "...\n", "|\n  ", ">-\n  ", "%YAML 1.1\n", "# ", "\n", "  ", "target: ", "initial: ",
        "states:\n", "type: final\n", "type: parallel\n", "type: history\n", "on:\n", "always: ", "after:\n  1000: ",
        "invoke:\n  onDone: ", "#", "null", "~", "true", "1e999", "-0", "0x1F", "[[[[[[[[[[[[[[[[[[[[", "{a: {b: {c: {d: ",
        "&b [*a, *a, *a, *a, *a, *a, *a, *a]\n",
    ]

    mutating func int(_ bound: Int) -> Int { Int.random(in: 0..<max(bound, 1), using: &random) }

    /// Inputs are cut to this size: repeated chunks of repeated lines would otherwise grow
    /// without bound (a 60 MB line repeated 150 times). The file size limit itself is tested
    /// on its own.
    static let maxInputBytes = 1 << 20

    /// A new input: a corpus entry with one to four mutations.
    mutating func next() -> [UInt8] {
        var bytes = corpus[int(corpus.count)]
        for _ in 0...int(4) {
            mutate(&bytes)
            if bytes.count > Self.maxInputBytes { bytes.removeSubrange(Self.maxInputBytes...) }
        }
        return bytes
    }

    /// A new input that is more often still a machine: every use of one name replaced by a
    /// hostile name, sometimes with one more mutation. Used for the CLI, so that renderers,
    /// paths and explore see hostile names, not only the readers' errors.
    mutating func nextMachine() -> [UInt8] {
        var bytes = machines[int(machines.count)]
        for _ in 0...int(3) { renameEverywhere(&bytes) }
        if int(3) == 0 { mutate(&bytes) }
        if bytes.count > Self.maxInputBytes { bytes.removeSubrange(Self.maxInputBytes...) }
        return bytes
    }

    /// Replaces every whole-word use of one word (a state or event name, most often) by a
    /// hostile name, quoted.
    mutating func renameEverywhere(_ bytes: inout [UInt8]) {
        var start = int(bytes.count + 1)
        while start < bytes.count, !Self.isLetter(bytes[start]) { start += 1 }
        while start > 0, Self.isLetter(bytes[start - 1]) { start -= 1 }
        var end = start
        while end < bytes.count, Self.isLetter(bytes[end]) { end += 1 }
        guard start < end else { return }
        let word = Array(bytes[start..<end])
        guard
            ![
                "on", "id", "initial", "states", "target", "type", "final", "event", "always", "after", "invoke", "onDone",
                "onError", "src",
            ].contains(String(decoding: word, as: UTF8.self))
        else { return }
        let replacement = Array(Self.quotedName(Self.names[int(Self.names.count)] + String(decoding: word, as: UTF8.self)).utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: word), index == 0 || !Self.isLetter(bytes[index - 1]),
                index + word.count == bytes.count || !Self.isLetter(bytes[index + word.count])
            {
                // A word already inside quotes keeps its quotes: put the name's text there.
                let quoted = index > 0 && (bytes[index - 1] == 0x22 || bytes[index - 1] == 0x27)
                output += quoted ? Array(replacement.dropFirst().dropLast()) : replacement
                index += word.count
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        bytes = output
    }

    mutating func mutate(_ bytes: inout [UInt8]) {
        let position = int(bytes.count + 1)
        switch int(14) {
        case 0: bytes.removeSubrange(position...)
        case 1:
            let end = min(bytes.count, position + 1 + int(16))
            if position < end { bytes.removeSubrange(position..<end) }
        case 2: bytes.insert(contentsOf: (0...int(8)).map { _ in UInt8.random(in: 0...255, using: &random) }, at: position)
        case 3: if position < bytes.count { bytes[position] ^= 1 << UInt8(int(8)) }
        case 4:
            let interesting: [UInt8] = [
                0, 0xFF, 0xC0, 0x80, 0xED, 0x7B, 0x5B, 0x3A, 0x22, 0x5C, 0x0A, 0x09, 0x0D, 0x26, 0x2A, 0x23, 0x2D, 0x20,
            ]
            if position < bytes.count { bytes[position] = interesting[int(interesting.count)] }
        case 5, 6: bytes.insert(contentsOf: Array(Self.tokens[int(Self.tokens.count)].utf8), at: position)
        case 7:
            // A chunk repeated: duplicate keys, long lines, large mappings.
            let end = min(bytes.count, position + 1 + int(80))
            if position < end {
                let chunk = Array(bytes[position..<end])
                let copies = [1, 2, 8, 200][int(4)]
                bytes.insert(contentsOf: Array(repeatElement(chunk, count: copies).joined()), at: end)
            }
        case 8:
            let other = corpus[int(corpus.count)]
            let cut = int(other.count + 1)
            bytes = Array(bytes.prefix(position)) + other[cut...]
        case 9: bytes = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        case 10:
            // A name (a run of letters) replaced by a hostile one, quoted as the format wants.
            var start = position
            while start < bytes.count, !Self.isLetter(bytes[start]) { start += 1 }
            var end = start
            while end < bytes.count, Self.isLetter(bytes[end]) { end += 1 }
            if start < end { bytes.replaceSubrange(start..<end, with: Array(Self.quotedName(Self.names[int(Self.names.count)]).utf8)) }
        case 11:
            let depth = [10, 63, 64, 65, 200, 5_000][int(6)]
            let (open, close): (String, String) = int(2) == 0 ? ("[", "]") : ("{a: ", "}")
            bytes = Array(
                (String(repeating: open, count: depth) + String(decoding: bytes, as: UTF8.self)
                    + String(repeating: close, count: depth)).utf8)
        case 12:
            // A line repeated many times (a key declared twice, a huge mapping).
            var start = position
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
            var end = position
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            if end < bytes.count {
                let line = Array(bytes[start...end])
                bytes.insert(contentsOf: Array(repeatElement(line, count: 1 + int(3) * int(50)).joined()), at: end + 1)
            }
        default:
            let prefixes: [[UInt8]] = [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF], [0], Array("\u{FEFF}".utf8)]
            bytes.insert(contentsOf: prefixes[int(prefixes.count)], at: int(2) == 0 ? 0 : position)
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// A name as a JSON (and YAML double-quoted) string.
    static func quotedName(_ name: String) -> String {
        var output = "\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || scalar.value == 0xFEFF
                    || scalar.value == 0xFFFF || scalar.value == 0x2028
                {
                    output += String(format: "\\u%04X", scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }

    /// The bundled spec files, the regression inputs, and known-hard inputs.
    static func corpus() -> [[UInt8]] {
        var inputs: [[UInt8]] = []
        let root = FuzzPaths.repositoryRoot + "/Fixtures/specs"
        for relative in (FileManager.default.subpaths(atPath: root) ?? []).sorted()
        where [".yaml", ".json", ".scxml"].contains(where: relative.hasSuffix) {
            if let data = FileManager.default.contents(atPath: root + "/" + relative) { inputs.append([UInt8](data)) }
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: FuzzPaths.regressions))?.sorted() ?? [] {
            if let data = FileManager.default.contents(atPath: FuzzPaths.regressions + "/" + name) { inputs.append([UInt8](data)) }
        }
        var hard = [
            "a: {", #"{"":"\uD800\u0041"#, "initial: a\nstates:\n  a: &s {on: {go: a}}\n  b: *s\n",
            "x: &a [l, l, l, l, l, l, l, l, l]\ny: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nz: [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n",
            "{\"initial\": \"a\", \"states\": {\"a\": {\"on\": {\"e\\u00e9\\n\\t\": [\"a\", {\"target\": \"b\"}]}}, \"b\": {\"type\": \"final\"}}}",
            "initial: p\nstates:\n  p:\n    id: top\n    initial: c\n    on: {up: '#top'}\n    states:\n      c: {on: {next: .d}}\n      d: {always: c, after: {1000: c}, invoke: {src: s, onDone: c, onError: d}}\n",
            "initial: a\nstates:\n  a:\n    on:\n      - event: go\n        target: [a, b]\n  b: {type: final}\n",
            "initial: [a]\nstates: [a, b]\n", "initial: a\nstates:\n  a:\n    on: 5\n", "initial: a\nstates:\n  a: x\n",
            "{\"trace\": [{\"state\": \"initialized\"}, {\"action\": \"load\", \"state\": \"loading\"}]}",
            "[{\"state\": \"cart\"}, {\"action\": \"checkout\", \"state\": \"payment.enteringCard\"}]",
        ]
        hard += [
            "<?xml version=\"1.0\"?><!DOCTYPE s [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]><scxml>&b;</scxml>",
            "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" initial=\"a\"><state id=\"a\"><transition event=\"go\" target=\"b c\"/></state>"
                + "<parallel id=\"p\"><state id=\"b\"/><state id=\"c\"><history id=\"h\" type=\"deep\"/></state></parallel></scxml>",
            "<scxml initial=\"a\"><state id=\"a\"><transition target=\"a\"/></state></scxml>",
            "<?xml?>\n<scxml><?a?><state id=\"a\"/></scxml>", "\u{FEFF}<?xml version='1.0'?><scxml/>",
            "<scxml>" + String(repeating: "<state>", count: 400) + String(repeating: "</state>", count: 400) + "</scxml>",
            "<scxml><state id=\"a\"><transition event=\"e\" target=\"missing\"/></state><state id=\"a\"/>",
        ]
        hard.append("initial: s0\nstates:\n" + (0..<300).map { "  s\($0): {on: {next: s\(($0 + 1) % 300), back: s0}}\n" }.joined())
        hard.append(
            "{\"initial\": \"a\", \"states\": {\"a\": {\"on\": {" + (0..<40).map { "\"e\($0)\": \"a\"" }.joined(separator: ", ") + "}}}}")
        inputs += hard.map { Array($0.utf8) }
        return inputs
    }
}
