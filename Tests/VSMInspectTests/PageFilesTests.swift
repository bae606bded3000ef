import Foundation
import MachineKit
import TestSupport
import Testing
@testable import VSMInspectKit

/// The web explorer's page as files: embedded as they are, the script reading the data the
/// Swift side writes, and the binary needing nothing beside it.
@Suite struct PageFilesTests {
    private static let pageDirectory = repositoryRoot + "/Sources/VSMInspectKit/Web/Page/"

    @Test(arguments: PageAssets.files.map(\.name))
    func theEmbeddedFileIsTheFileInWebPage(_ name: String) throws {
        let onDisk = try String(contentsOfFile: Self.pageDirectory + name, encoding: .utf8)
        let embedded = try #require(PageAssets.files.first { $0.name == name }).text
        #expect(embedded == onDisk, "Web/Page/\(name) changed: run 'make page-assets' to embed it")
    }

    @Test func everyFileInWebPageIsEmbedded() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.pageDirectory).sorted()
        #expect(names == PageAssets.files.map(\.name).sorted())
    }

    /// The names after `prefix.` in the script, in order.
    private func fieldsRead(after prefix: String) throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: "\\b\(prefix)\\.([A-Za-z]+)")
        let script = PageAssets.script as NSString
        return Set(
            pattern.matches(in: PageAssets.script, range: NSRange(location: 0, length: script.length))
                .map { script.substring(with: $0.range(at: 1)) })
    }

    /// The top-level keys of the page's data, and those of its first view.
    private func pageDataKeys(_ spec: String) throws -> (top: Set<String>, view: Set<String>) {
        let run = try inspect(["render", spec, "--format", "html"])
        #expect(run.status == 0, "\(run.stderr)")
        let start = try #require(run.stdout.range(of: "<script type=\"application/json\" id=\"machine-data\">"))
        let end = try #require(run.stdout[start.upperBound...].range(of: "</script>"))
        let json = String(run.stdout[start.upperBound..<end.lowerBound])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        return (Set(object.keys), Set(try #require(views.first).keys))
    }

    @Test func theScriptReadsExactlyTheFieldsThePageDataHas() throws {
        let keys = try pageDataKeys("Fixtures/specs/checkout.json")
        #expect(try fieldsRead(after: "D") == keys.top)
        #expect(
            keys.top == [
                "actions", "beside", "complete", "constraint", "coverage", "data", "defaultView", "findings", "finals",
                "initial", "kindLabels", "kindParents", "kinds", "live", "machine", "moveActions", "moveCounts",
                "moveStates", "names", "open", "reachedBy", "stateCovers", "stateKinds", "statistics", "test",
                "unexplored", "views", "words",
            ])
        #expect(try fieldsRead(after: "(?:view|currentView)").isSubset(of: keys.view))
        #expect(keys.view == ["arrows", "clusters", "depth", "grouping", "id", "nodeOfKind", "nodes", "title"])
    }

    /// The copied test names the command that made the page, and finds a spec file given by an
    /// absolute path: inside the package by its path there, outside it by the path itself.
    @Test func theCopiedTestNamesItsCommandAndFindsTheSpecFile() throws {
        let inside = try inspect(["render", repositoryRoot + "/Fixtures/specs/checkout.json", "--format", "html"])
        #expect(inside.stdout.contains(#"walked in the web explorer of `vsm-inspect render "#))
        #expect(inside.stdout.contains(#"packageFile(\"Fixtures/specs/checkout.json\")"#), "\(inside.stdout.prefix(0))")
        #expect(!inside.stdout.contains(repositoryRoot + "/Fixtures"))
        let folder = NSTemporaryDirectory() + "outside-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Fixtures/specs/checkout.json", toPath: folder + "/checkout.json")
        let outside = try inspect(["render", folder + "/checkout.json", "--format", "html"])
        #expect(outside.stdout.contains(#"SpecMachine.load(path: \"\#(folder)/checkout.json\")"#))
        #expect(!outside.stdout.contains("packageFile("))
    }

    /// A page larger than a browser opens in under two seconds is refused with its size, and
    /// nothing is written.
    @Test func aPageOverItsByteLimitIsRefused() throws {
        let explored = try MachineResolver.resolve(repositoryRoot + "/Fixtures/specs/checkout.json").exploreReporting(ExplorationBounds())
        var page = ExplorerPage(explored: explored, argument: "checkout.json", grouping: nil)
        #expect(throws: Never.self) { try page.html() }
        page.byteLimit = 2_000_000
        let size = try page.html().utf8.count
        page.byteLimit = size - 1
        let tenths = (size + 99_999) / 100_000
        let message =
            "Checkout: the page would be \(tenths / 10).\(tenths % 10) MB, more than a browser opens in under two seconds"
            + " (\((size - 1) / 1_000_000) MB, the limit); bound exploration with --max-states or the machine's constraint"
        #expect { try page.html() } throws: { ($0 as? BadInput)?.message == message }
    }

    /// A name's words run to the next word, spaces included, and two spellings of one letter
    /// are two words (a typed machine's names may hold both): the names the page rebuilds from
    /// its words are the names, byte for byte.
    @Test func namesAreTheirWordsJoinedByteForByte() throws {
        #expect(ExplorerPage.words(of: " a  b\tc\r\nd") == [" ", "a  ", "b\t", "c\r\n", "d"])
        #expect(ExplorerPage.words(of: "") == [""])
        #expect(ExplorerPage.words(of: "caf\u{E9} caf\u{65}\u{301}") == ["caf\u{E9} ", "caf\u{65}\u{301}"])
        #expect(ExplorerPage.WordKey(text: "caf\u{E9}") != ExplorerPage.WordKey(text: "caf\u{65}\u{301}"))
    }

    /// A name can hold anything, `</script>` and `<!--` included: in the page's data every `<`
    /// is written `\u003c`, so no name ends or changes the element that holds the data.
    @Test func aNameCannotEndTheDataElement() throws {
        let directory = try temporaryDirectory()
        let spec = directory + "/hostile.yaml"
        try "initial: a\nstates:\n  a: {on: {go: '</script><!--b'}}\n  '</script><!--b': {}\n".write(
            toFile: spec, atomically: true, encoding: .utf8)
        let page = try inspect(["render", spec, "--format", "html", "--output", "-"]).stdout
        let start = try #require(page.range(of: #"<script type="application/json" id="machine-data">"#))
        let end = try #require(page[start.upperBound...].range(of: "</script>"))
        let data = page[start.upperBound..<end.lowerBound]
        #expect(!data.contains("<"))
        #expect(data.contains(#"\u003c/script>\u003c!--b"#))
    }

    /// The same machine gives the same page on every run: the state data of an async machine
    /// (no hash of the explorer's in it) and the drawings of several views (their boxes in the
    /// same order) included. Each render is its own process, with its own hash seed and heap.
    @Test func aPageIsTheSameBytesOnEveryRun() throws {
        let directory = try temporaryDirectory()
        let wizard = directory + "/wizard.yaml"
        try """
        id: Wizard
        initial: form
        states:
          form:
            initial: name
            states:
              name: {on: {next: email}}
              email: {on: {next: '#Wizard.done', back: name}}
              orphan: {}
          done: {type: final}

        """.write(toFile: wizard, atomically: true, encoding: .utf8)
        for machine in ["RatesStore", wizard] {
            var pages: Set<String> = []
            for _ in 0..<6 {
                let run = try inspect(["render", machine, "--format", "html", "--output", "-"])
                #expect(run.status == 0, "\(run.stderr)")
                pages.insert(run.stdout)
            }
            #expect(pages.count == 1, "\(machine): \(pages.count) different pages in 6 runs")
        }
        let rates = try inspect(["render", "RatesStore", "--format", "html", "--output", "-"]).stdout
        #expect(!rates.contains("sealedHash") && !rates.contains("digest"))
        #expect(rates.contains(#""      ▿ waitsOn: 1 element","        - \"rates()\"","      - cancelled: false""#))
    }

    @Test func fieldsWithNoValueAreNullNotMissing() throws {
        let run = try inspect(["render", "Fixtures/specs/checkout.json", "--format", "html"])
        #expect(run.stdout.contains("\"constraint\":null"))
        #expect(run.stdout.contains("\"open\":null"))
    }

    /// Runs the copy at `executable`. A process another test starts while the copy is being
    /// written inherits the file open for writing, and until it ends the system refuses to run
    /// the copy ("text file busy"): that is waited out, for up to 10 s.
    private func inspectCopy(_ arguments: [String], executable: String, directory: String) throws -> Run {
        let deadline = Date().addingTimeInterval(10)
        while true {
            do {
                return try inspect(arguments, executable: executable, directory: directory)
            } catch let error as NSError where Date() < deadline && isTextFileBusy(error) {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }

    private func isTextFileBusy(_ error: NSError) -> Bool {
        if error.domain == NSPOSIXErrorDomain && error.code == Int(ETXTBSY) { return true }
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
        return isTextFileBusy(underlying)
    }

    @Test func aCopyOfTheBinaryElsewhereWritesTheSamePage() throws {
        let directory = try temporaryDirectory()
        let copy = directory + "/vsm-inspect"
        try FileManager.default.copyItem(atPath: inspectorPath, toPath: copy)
        let arguments = ["render", repositoryRoot + "/Fixtures/specs/checkout.json", "--format", "html"]
        // From the same working directory: the copied test names the spec file relative to it.
        let here = try inspect(arguments, directory: directory)
        let there = try inspectCopy(arguments, executable: copy, directory: directory)
        #expect(there.status == 0)
        #expect(there.stdout == here.stdout)
        #expect(there.stdout.contains("const PageLogic = "))
        // Every placeholder of page.html filled.
        #expect(there.stdout.range(of: "\\{\\{[a-z]+\\}\\}", options: .regularExpression) == nil)
    }
}
