import MachineKit

/// The JUnit report as `check` writes it, and as `merge` reads it back: one suite a machine
/// (its properties, one case a check) and one a bad input. The counts are never stored: the
/// writer derives them from the cases, and the reader refuses a report whose counts are not
/// the ones its cases give, or that holds an element or attribute check never writes.
struct JUnitDocument: Equatable {
    struct Suite: Equatable {
        var name: String
        var properties: [Property]
        var cases: [Case]

        var failures: Int { cases.count { if case .failure = $0.outcome { true } else { false } } }
        var errors: Int { cases.count { if case .error = $0.outcome { true } else { false } } }
        var skipped: Int { cases.count { if case .skipped = $0.outcome { true } else { false } } }
    }

    struct Property: Equatable {
        var name: String
        var value: String
    }

    struct Case: Equatable {
        var classname: String
        var name: String
        var outcome: Outcome
    }

    enum Outcome: Equatable {
        case passed
        case skipped(message: String)
        /// Findings that fail the check: their check as the type, a summary, every finding's text.
        case failure(type: String, message: String, text: String)
        /// Findings that do not fail it, said as output.
        case output(String)
        /// An input that could not be read.
        case error(type: String, message: String, text: String)
    }

    var suites: [Suite]

    var tests: Int { suites.reduce(0) { $0 + $1.cases.count } }
    var failures: Int { suites.reduce(0) { $0 + $1.failures } }
    var errors: Int { suites.reduce(0) { $0 + $1.errors } }

    /// The exit status the report's cases give: 2 for bad input, 1 for a failure, else 0.
    var status: Int32 { errors > 0 ? 2 : failures > 0 ? 1 : 0 }

    // MARK: Writing

    var text: String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"vsm-inspect\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for suite in suites {
            text +=
                "  <testsuite name=\"\(xml(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" "
                + "errors=\"\(suite.errors)\" skipped=\"\(suite.skipped)\">\n"
            if !suite.properties.isEmpty {
                text += "    <properties>\n"
                for property in suite.properties {
                    text += "      <property name=\"\(xml(property.name))\" value=\"\(xml(property.value))\"/>\n"
                }
                text += "    </properties>\n"
            }
            text += suite.cases.map(Self.text(of:)).joined(separator: "\n") + "\n  </testsuite>\n"
        }
        return text + "</testsuites>\n"
    }

    private static func text(of item: Case) -> String {
        let open = "    <testcase classname=\"\(xml(item.classname))\" name=\"\(xml(item.name))\""
        let body: String
        switch item.outcome {
        case .passed: return open + "/>"
        case .skipped(let message): body = "<skipped message=\"\(xml(message))\"/>"
        case .failure(let type, let message, let text):
            body = "<failure type=\"\(xml(type))\" message=\"\(xml(message))\">\(xml(text))</failure>"
        case .output(let text): body = "<system-out>\(xml(text))</system-out>"
        case .error(let type, let message, let text):
            body = "<error type=\"\(xml(type))\" message=\"\(xml(message))\">\(xml(text))</error>"
        }
        return open + ">\n      " + body + "\n    </testcase>"
    }

    // MARK: Reading

    /// A report as check writes it, read strictly (``XMLReader``: no DOCTYPE, entity or
    /// comment is read, nothing is logged); `file` names it in errors.
    init(reading bytes: [UInt8], file: String) throws(BadInput) {
        let name = Terminal.visible(file)
        var line = 1
        func bad(_ message: String) -> BadInput { BadInput("\(name):\(line): \(message)", file: file, line: line) }
        let root: XMLReader.Element
        do {
            root = try XMLReader.read(bytes)
        } catch {
            line = error.line
            throw bad("not JUnit XML as check writes it: \(error.message)")
        }
        guard root.name == "testsuites" else { throw bad("a JUnit report's root is <testsuites>") }
        let top = try Self.attributes(of: root, ["name", "tests", "failures", "errors"], bad)
        guard top["name"] == "vsm-inspect" else { throw bad("<testsuites name> is not \"vsm-inspect\"") }
        var suites: [Suite] = []
        for element in try Self.elements(in: root, bad) {
            line = element.line
            guard element.name == "testsuite" else { throw bad("<testsuites> holds <\(element.name)>, not <testsuite>") }
            let attributes = try Self.attributes(of: element, ["name", "tests", "failures", "errors", "skipped"], bad)
            var suite = Suite(name: attributes["name"]!, properties: [], cases: [])
            for (offset, child) in try Self.elements(in: element, bad).enumerated() {
                line = child.line
                switch child.name {
                case "properties" where offset == 0:
                    for property in try Self.elements(in: child, bad) {
                        line = property.line
                        guard property.name == "property" else { throw bad("<properties> holds <\(property.name)>, not <property>") }
                        let pair = try Self.attributes(of: property, ["name", "value"], bad)
                        try Self.empty(property, bad)
                        suite.properties.append(Property(name: pair["name"]!, value: pair["value"]!))
                    }
                case "testcase":
                    suite.cases.append(try Self.testCase(child, bad))
                default:
                    throw bad("<testsuite> holds <\(child.name)> there, which check never writes")
                }
            }
            line = element.line
            for (count, value) in [
                ("tests", suite.cases.count), ("failures", suite.failures), ("errors", suite.errors), ("skipped", suite.skipped),
            ]
            where attributes[count] != String(value) {
                throw bad(
                    "<testsuite name=\"\(Terminal.visible(suite.name))\"> says \(count)=\"\(Terminal.visible(attributes[count]!))\", but it holds \(value)"
                )
            }
            suites.append(suite)
        }
        self.suites = suites
        line = root.line
        for (count, value) in [("tests", tests), ("failures", failures), ("errors", errors)] where top[count] != String(value) {
            throw bad("<testsuites> says \(count)=\"\(Terminal.visible(top[count]!))\", but it holds \(value)")
        }
    }

    init(suites: [Suite]) { self.suites = suites }

    private static func testCase(_ element: XMLReader.Element, _ bad: (String) -> BadInput) throws(BadInput) -> Case {
        let attributes = try Self.attributes(of: element, ["classname", "name"], bad)
        let children = try elements(in: element, bad)
        var item = Case(classname: attributes["classname"]!, name: attributes["name"]!, outcome: .passed)
        guard let body = children.first else { return item }
        guard children.count == 1 else { throw bad("<testcase name=\"\(Terminal.visible(item.name))\"> holds more than one element") }
        switch body.name {
        case "skipped":
            item.outcome = .skipped(message: try Self.attributes(of: body, ["message"], bad)["message"]!)
            try empty(body, bad)
        case "failure", "error":
            let pair = try Self.attributes(of: body, ["type", "message"], bad)
            let text = try Self.text(of: body, bad)
            item.outcome =
                body.name == "failure"
                ? .failure(type: pair["type"]!, message: pair["message"]!, text: text)
                : .error(type: pair["type"]!, message: pair["message"]!, text: text)
        case "system-out":
            _ = try Self.attributes(of: body, [], bad)
            item.outcome = .output(try Self.text(of: body, bad))
        default:
            throw bad("<testcase> holds <\(body.name)>, which check never writes")
        }
        return item
    }

    /// An element's attributes, which must be exactly `names`.
    private static func attributes(of element: XMLReader.Element, _ names: [String], _ bad: (String) -> BadInput) throws(BadInput)
        -> [String: String]
    {
        var values: [String: String] = [:]
        for (name, value) in element.attributes {
            guard names.contains(name) else { throw bad("<\(element.name)> has '\(name)', which check never writes") }
            values[name] = value
        }
        if let missing = names.first(where: { values[$0] == nil }) { throw bad("<\(element.name)> has no '\(missing)'") }
        return values
    }

    /// An element's child elements; text between them may only be white space.
    private static func elements(in element: XMLReader.Element, _ bad: (String) -> BadInput) throws(BadInput) -> [XMLReader.Element] {
        var elements: [XMLReader.Element] = []
        for child in element.children {
            switch child {
            case .element(let child): elements.append(child)
            case .text(let text):
                guard text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) else {
                    throw bad("<\(element.name)> holds text where check writes none")
                }
            }
        }
        return elements
    }

    /// An element's text, with no element in it.
    private static func text(of element: XMLReader.Element, _ bad: (String) -> BadInput) throws(BadInput) -> String {
        var text = ""
        for child in element.children {
            guard case .text(let part) = child else { throw bad("<\(element.name)> holds more than text") }
            text += part
        }
        return text
    }

    private static func empty(_ element: XMLReader.Element, _ bad: (String) -> BadInput) throws(BadInput) {
        if !element.children.isEmpty { throw bad("<\(element.name)> holds what check never writes in it") }
    }
}
