import Foundation
import Synchronization
import TestSupport
import Testing
#if canImport(Glibc)
    import Glibc
#endif

/// What one hostile client of `explore --web` does: the family of slow and malformed clients
/// that the server must outlast while it keeps answering the page.
enum ClientBehaviour: CaseIterable {
    /// A request head sent a few bytes at a time, never finished.
    case slowHead
    /// Random bytes (line ends, NUL, bytes that are not UTF-8), then the answer read.
    case garbage
    /// A header line far past the head's limit.
    case hugeHeader
    /// An event stream opened and held.
    case heldStream
    /// Connected and closed at once, or half a head and the write side shut.
    case flap
    /// Several whole requests in one write.
    case pipelined
    /// Targets and hosts the server must refuse: other paths, absolute forms, other hosts.
    case badTarget
}

/// A loopback TCP client with timeouts, for the server family.
struct LoopbackClient {
    let socket: Int32

    init?(port: UInt16, seconds: Int = 8) {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { _ = Glibc.close(descriptor); return nil }
        socket = descriptor
    }

    /// Sends all of `bytes`; false when the server has closed or reset the connection.
    @discardableResult func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Reads until the server closes, the limit, or the timeout.
    func readAll(limit: Int = 1 << 22) -> [UInt8] {
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while data.count < limit {
            let count = recv(socket, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            data += chunk[0..<count]
        }
        return data
    }

    func close() { _ = Glibc.close(socket) }
}

@Suite(.serialized) struct ServerFuzzTests {
    /// Rounds of hostile clients (a seeded mix of ``ClientBehaviour``s, every behaviour in the
    /// first round) against one `explore --web`: while each round runs and after it, the page
    /// is answered within the head deadline and a half; at the end the server stops on Ctrl-C
    /// with exit 0 and only its own line on standard error. `FUZZ_SERVER_ROUNDS` (3 in `make test`).
    @Test func hostileClientsLeaveThePageAnswering() throws {
        let budget = FuzzBudget.current
        let rounds = ProcessInfo.processInfo.environment["FUZZ_SERVER_ROUNDS"].flatMap(Int.init) ?? 3
        let directory = FuzzPaths.output + "/server-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spec = directory + "/served.yaml"
        try FileManager.default.copyItem(atPath: FuzzPaths.repositoryRoot + "/Fixtures/specs/blog-entry.yaml", toPath: spec)

        let server = Process()
        server.executableURL = URL(fileURLWithPath: inspectorPath)
        server.arguments = ["explore", spec, "--web", "--port", "0"]
        let output = Pipe(), errors = Pipe()
        server.standardOutput = output
        server.standardError = errors
        try server.run()
        defer { if server.isRunning { server.terminate() } }
        var banner: [UInt8] = []
        while !banner.contains(10) {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            guard !byte.isEmpty else { break }
            banner += byte
        }
        let line = String(decoding: banner, as: UTF8.self)
        let port = try #require(
            line.range(of: "http://127.0.0.1:").flatMap { found in
                UInt16(line[found.upperBound...].prefix { $0.isNumber })
            }, "no URL in \(line.debugDescription)")

        /// The page, asked for the way a browser would; the seconds it took, or nil.
        func probe() -> Double? {
            let start = Date()
            guard let client = LoopbackClient(port: port, seconds: 8) else { return nil }
            defer { client.close() }
            client.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
            let answer = String(decoding: client.readAll(), as: UTF8.self)
            return answer.hasPrefix("HTTP/1.1 200 OK") && answer.contains("</html>") ? Date().timeIntervalSince(start) : nil
        }

        var random = SplitMix64(seed: budget.seed &* 7_919 &+ 3)
        func int(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        var worst = 0.0
        var failures: [String] = []
        var clientsRun = 0
        for round in 0..<rounds {
            let count = round == 0 ? ClientBehaviour.allCases.count * 6 : 8 + int(72)
            let plan: [(ClientBehaviour, UInt64)] = (0..<count).map { index in
                let behaviour =
                    round == 0
                    ? ClientBehaviour.allCases[index % ClientBehaviour.allCases.count]
                    : ClientBehaviour.allCases[int(ClientBehaviour.allCases.count)]
                return (behaviour, random.next())
            }
            clientsRun += plan.count
            let group = DispatchGroup()
            for (behaviour, seed) in plan {
                group.enter()
                Thread.detachNewThread {
                    defer { group.leave() }
                    Self.act(behaviour, seed: seed, port: port)
                }
            }
            Thread.sleep(forTimeInterval: 0.5)
            for moment in ["during", "after"] {
                if moment == "after" { _ = group.wait(timeout: .now() + 20) }
                if let seconds = probe() {
                    worst = max(worst, seconds)
                    if seconds > 7.5 { failures.append("round \(round) (\(moment)): the page took \(seconds) s") }
                } else {
                    failures.append("round \(round) (\(moment)): the page was not answered")
                }
            }
            if !server.isRunning { failures.append("round \(round): the server stopped"); break }
        }
        kill(server.processIdentifier, SIGINT)
        let stopped = Date().addingTimeInterval(5)
        while server.isRunning && Date() < stopped { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!server.isRunning, "the server did not stop within 5 s of Ctrl-C")
        if !server.isRunning { #expect(server.terminationStatus == 0) }
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // Ctrl-C's own line, and nothing the clients caused.
        #expect(said == "stopped serving BlogEntrySpec\n", "stderr: \(said.prefix(300).debugDescription)")
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        print("server fuzz: seed \(budget.seed), \(rounds) rounds, \(clientsRun) clients, slowest page \(String(format: "%.2f", worst)) s")
    }

    /// One client's behaviour, its details drawn from `seed`; every wait is bounded.
    static func act(_ behaviour: ClientBehaviour, seed: UInt64, port: UInt16) {
        var random = SplitMix64(seed: seed)
        func int(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        guard let client = LoopbackClient(port: port, seconds: 6) else { return }
        defer { client.close() }
        let host = "Host: 127.0.0.1:\(port)\r\n"
        switch behaviour {
        case .slowHead:
            let head = Array("GET / HTTP/1.1\r\n\(host)User-Agent: slow\r\nX-Pad: \(String(repeating: "p", count: 200))".utf8)
            var sent = 0
            let pause = 0.05 + Double(int(400)) / 1_000, end = Date().addingTimeInterval(7)
            while sent < head.count, Date() < end {
                let step = 1 + int(4)
                guard client.send(Array(head[sent..<min(head.count, sent + step)])) else { return }
                sent += step
                Thread.sleep(forTimeInterval: pause)
            }
        case .garbage:
            let bytes = (0..<(1 + int(8_192))).map { _ -> UInt8 in
                [13, 10, 0, 0xFF, 0xC3, 32, 58].randomElement(using: &random).map {
                    int(3) == 0 ? $0 : UInt8(truncatingIfNeeded: random.next())
                }!
            }
            client.send(bytes)
            _ = client.readAll(limit: 1 << 16)
        case .hugeHeader:
            let size = 70_000 + int(2_000_000)
            client.send(Array("GET / HTTP/1.1\r\n\(host)X-Big: ".utf8) + [UInt8](repeating: 97, count: size) + Array("\r\n\r\n".utf8))
            _ = client.readAll(limit: 1 << 16)
        case .heldStream:
            client.send(Array("GET /events HTTP/1.1\r\n\(host)\r\n".utf8))
            let hold = Date().addingTimeInterval(0.5 + Double(int(4_000)) / 1_000)
            var chunk = [UInt8](repeating: 0, count: 4_096)
            while Date() < hold, recv(client.socket, &chunk, chunk.count, Int32(MSG_DONTWAIT)) != 0 {
                Thread.sleep(forTimeInterval: 0.1)
            }
        case .flap:
            if int(2) == 0 {
                client.send(Array("GET / HT".utf8))
                shutdown(client.socket, Int32(SHUT_WR))
                _ = client.readAll(limit: 1 << 16)
            }
        case .pipelined:
            let one = "GET / HTTP/1.1\r\n\(host)\r\n"
            client.send(Array(String(repeating: one, count: 2 + int(30)).utf8))
            _ = client.readAll()
        case .badTarget:
            let targets = [
                "/../../etc/passwd", "http://evil.example/", "*", "/%00", "/?" + String(repeating: "q", count: 3_000),
                "/events/../", "//", "/index.html",
            ]
            let hosts = ["Host: evil.example\r\n", "", host + host, "Host: 127.0.0.1\r\n", "Host: [::1]:\(port)\r\n"]
            let methods = ["GET", "POST", "HEAD", "CONNECT", "get", "G\u{0}T"]
            let request = "\(methods[int(methods.count)]) \(targets[int(targets.count)]) HTTP/1.1\r\n\(hosts[int(hosts.count)])\r\n"
            client.send(Array(request.utf8))
            _ = client.readAll(limit: 1 << 16)
        }
    }
}
