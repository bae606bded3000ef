import Dispatch
import Foundation
import MachineKit

extension ExplorerPage {
    /// The page of a machine named on the command line: how the copied test makes it (a
    /// registered machine's own registration, or the spec file by the path given), and the
    /// command that the test's header names.
    /// `command` is the one that made the page (`render ... --format html`); by default the
    /// server's (`explore ... --web`).
    init(
        explored: ExploredMachine, argument: String, grouping: Diagram.Grouping?, direction: Diagram.Direction? = nil,
        theme: Theme? = nil, live: Bool = false, command: String? = nil
    ) {
        let testSource: AnyMachine.TestSource?
        if let registered = Registry.catalogue.machine(named: argument) {
            testSource = registered.testSource
        } else {
            testSource = explored.report.origin.isFile ? .specFile(Self.packagePath(argument)) : nil
        }
        self.init(
            explored: explored, testSource: testSource,
            command: command ?? "\(Registry.commandName) explore \(Self.shellWord(Self.packagePath(argument))) --web",
            grouping: grouping, direction: direction, theme: theme ?? .light, live: live)
        themeChosen = theme != nil
    }

    /// A spec file's path as a test in the package finds it: relative to the working directory
    /// (the package's root, where the tool runs) when it lies inside it; else as given.
    static func packagePath(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let root = FileManager.default.currentDirectoryPath
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        return standard.hasPrefix(root + "/") ? String(standard.dropFirst(root.count + 1)) : path
    }

    /// A word as a shell reads it back: as it is when it is plain, else in single quotes.
    static func shellWord(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "._/-+=:,@".unicodeScalars.contains($0)
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension Render {
    /// The web explorer's page (`--format html`) with this command's options.
    func explorerPage(_ explored: ExploredMachine, coverage: Coverage? = nil) throws(BadInput) -> String {
        try explorerPageDrawing(explored, coverage: coverage).html
    }

    /// ``explorerPage(_:coverage:)``, with the titles of the views the page draws.
    func explorerPageDrawing(
        _ explored: ExploredMachine, coverage: Coverage? = nil
    ) throws(BadInput) -> (html: String, drawn: [String], chartDepth: (depth: Int, of: Int)?) {
        var page = ExplorerPage(
            explored: explored, argument: machine, grouping: group, direction: rankdir, theme: theme,
            command: "\(Registry.commandName) render \(ExplorerPage.shellWord(ExplorerPage.packagePath(machine))) --format html")
        page.opening = trace.flatMap { explored.graph.state(named: $0) }
        page.coverage = coverage
        return try page.page()
    }
}

extension Explore {
    /// `explore --web`: serves the page on 127.0.0.1 until Ctrl-C; a spec file is read
    /// again, and open pages reload, whenever it changes on disk.
    func serveWeb() throws {
        guard let port = UInt16(exactly: self.port ?? Self.defaultPort) else {
            throw BadInput("--port must be a number from 0 to 65535, got \(self.port ?? 0)")
        }
        let resolved = try MachineResolver.resolve(machine)
        let explored = resolved.exploreReporting(bounds.bounds)
        var first = ExplorerPage(explored: explored, argument: machine, grouping: nil, live: true)
        if !coverage.isEmpty { first.coverage = try Render.coverage(of: explored, records: coverage).coverage }
        let page = try first.html()
        let server = try WebServer(
            port: port, page: page,
            contentSecurityPolicy: ExplorerPage.servedContentSecurityPolicy)
        var watched = "registered machines are not read again"
        if resolved.origin.isFile {
            watched = "reloads when \(machine) changes"
        }
        var follower: RecordFollower?
        if !follow.isEmpty {
            let made = RecordFollower(arguments: follow)
            made.skipExisting(explored)
            follower = made
            watched += "; follows " + follow.map(Terminal.visible).joined(separator: " ")
        }
        Terminal.output("Serving \(resolved.name) at \(server.url) (127.0.0.1 only; \(watched); Ctrl-C stops)\n")

        // Ctrl-C and SIGTERM stop the server; the signals are taken from a queue, not a handler.
        let signals = DispatchQueue(label: "vsm-inspect.web.signals")
        var sources: [DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: signals)
            source.setEventHandler { server.stop() }
            source.resume()
            sources.append(source)
        }
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "vsm-inspect.web.watch"))
        let reloader = Reloader(
            server: server, argument: machine, bounds: bounds.bounds, watch: resolved.origin.isFile,
            records: coverage, explored: explored, follower: follower)
        timer.schedule(deadline: .now() + .milliseconds(300), repeating: .milliseconds(300))
        timer.setEventHandler { reloader.tick() }
        timer.resume()
        server.run()
        timer.cancel()
        for source in sources { source.cancel() }
        Terminal.note("stopped serving \(resolved.name)")
    }
}

/// Every 0.3 s: reads the spec file again when it changed and publishes its new page (or
/// announces why it does not read), and every 15 s keeps the pages' event streams alive.
///
/// `@unchecked Sendable`: its state is touched only by its timer's serial queue.
final class Reloader: @unchecked Sendable {
    let server: WebServer
    let argument: String
    let bounds: ExplorationBounds
    /// Records whose coverage the page paints (`--coverage`), read again with the spec file.
    let records: [String]
    private var watcher: SpecWatcher?
    private var ticks = 0
    /// The machine the page shows, which followed steps are judged against.
    private var explored: ExploredMachine?
    /// Records a running app writes (`--follow`).
    private let follower: RecordFollower?

    init(
        server: WebServer, argument: String, bounds: ExplorationBounds, watch: Bool, records: [String] = [],
        explored: ExploredMachine? = nil, follower: RecordFollower? = nil
    ) {
        self.server = server
        self.argument = argument
        self.bounds = bounds
        self.records = records
        self.watcher = watch ? SpecWatcher(path: argument) : nil
        self.explored = explored
        self.follower = follower
    }

    func tick() {
        ticks += 1
        if ticks % 50 == 0 { server.heartbeat() }
        reload()
        if let follower, let explored {
            let (arrivals, problems) = follower.look(explored)
            for problem in problems {
                Terminal.error(problem)
                server.announce(recordProblem: problem)
            }
            for arrival in arrivals {
                server.announce(step: arrival.json.compact)
                if case .refused(let message) = arrival.step.verdict { Terminal.note("not allowed: " + message) }
            }
        }
    }

    private func reload() {
        guard watcher?.changed() == true else { return }
        do {
            let explored = try MachineResolver.resolve(argument).explore(bounds: bounds)
            self.explored = explored
            var reloaded = ExplorerPage(explored: explored, argument: argument, grouping: nil, live: true)
            if !records.isEmpty { reloaded.coverage = try Render.coverage(of: explored, records: records).coverage }
            let page = try reloaded.html()
            server.publish(page: page)
            Terminal.note("\(argument) changed: reloaded (\(explored.graph.stateCount) states)")
        } catch {
            Terminal.error(error.message)
            server.announce(problem: error.message)
        }
    }
}

/// Notices when a file changes: its modification time, size or inode differ from the last
/// look, and have stayed the same for one more look (an editor's write is complete).
struct SpecWatcher {
    let path: String
    private var seen: [Int]?
    private var pending: [Int]?

    init(path: String) {
        self.path = path
        self.seen = Self.signature(path)
    }

    static func signature(_ path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return [Int(time.tv_sec), Int(time.tv_nsec), Int(info.st_size), Int(info.st_ino)]
    }

    /// Whether the file changed since the last change reported.
    mutating func changed() -> Bool {
        guard let now = Self.signature(path), now != seen else { pending = nil; return false }
        if now == pending {
            seen = now
            pending = nil
            return true
        }
        pending = now
        return false
    }
}
