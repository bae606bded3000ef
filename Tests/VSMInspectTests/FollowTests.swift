import Foundation
import MachineKit
import TestSupport
import Testing
#if canImport(Glibc)
    import Glibc
#endif

/// `explore --web --follow`: a run of the blog entry recorded through the recorder's file sink
/// while the server follows the file; each step reaches the page's event stream as it is
/// written, judged as `conform` judges it, and the drifted one is flagged.
@Suite struct FollowTests {
    /// Reads the server's event stream as it comes.
    final class EventStream {
        let socket: Int32
        var received = ""

        init(port: Int) throws {
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            try #require(connected == 0)
            let request = "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
            _ = request.withCString { send(socket, $0, strlen($0), 0) }
        }

        deinit { close(socket) }

        /// The `step` events' data received so far, each as a JSON object.
        var steps: [[String: Any]] {
            received.components(separatedBy: "\n\n").compactMap { event in
                guard event.contains("event: step\n"), let data = event.components(separatedBy: "data: ").last else { return nil }
                return try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
            }
        }

        /// Waits up to 10 s for `count` step events.
        func waitForSteps(_ count: Int) -> [[String: Any]] {
            let deadline = Date().addingTimeInterval(10)
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while steps.count < count, Date() < deadline {
                var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, 100) > 0 else { continue }
                let got = recv(socket, &buffer, buffer.count, 0)
                if got <= 0 { break }
                received += String(decoding: buffer[..<got], as: UTF8.self)
            }
            return steps
        }
    }

    @Test func aRunRecordedThroughTheFileSinkShowsStepByStepAndItsDriftIsFlagged() throws {
        let folder = NSTemporaryDirectory() + "follow-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let record = folder + "/live.jsonl"
        let server = Process()
        server.executableURL = URL(fileURLWithPath: inspectorPath)
        server.arguments = ["explore", repositoryRoot + "/Fixtures/specs/blog-entry.yaml", "--web", "--port", "0", "--follow", record]
        let output = Pipe(), errors = Pipe()
        server.standardOutput = output
        server.standardError = errors
        try server.run()
        defer {
            server.interrupt()
            server.waitUntilExit()
        }
        // "Serving BlogEntrySpec at http://127.0.0.1:PORT/ (...)": the record is not there yet.
        var banner = ""
        while !banner.contains("\n") {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { break }
            banner += String(decoding: byte, as: UTF8.self)
        }
        #expect(banner.contains("; follows \(record); Ctrl-C stops)"), "\(banner)")
        let port = try #require(banner.firstMatch(of: /127\.0\.0\.1:(\d+)\//).flatMap { Int($0.1) })
        let stream = try EventStream(port: port)

        // The feature's run, as the app writes it: the recorder's file sink, a step at a time.
        let recorder = StepRecorder<String, String>(
            machine: "BlogEntrySpec", to: .file(RecordFile(path: record)), run: "live",
            stateName: { $0 }, actionName: { $0 })
        let run = [("load", "initialized", "loading"), ("finish", "loading", "loaded"), ("dismiss", "loaded", "closed")]
        for (number, (action, from, to)) in run.enumerated() {
            recorder.record(action, from: from, to: to)
            recorder.flush()
            let steps = stream.waitForSteps(number + 1)
            try #require(steps.count == number + 1, "step \(number) did not arrive: \(stream.received)")
            let step = steps[number]
            #expect(step["line"] as? Int == number + 1)
            #expect(step["run"] as? String == "live")
            #expect(step["seq"] as? Int == number)
            #expect([step["action"], step["from"], step["to"]].map { $0 as? String } == [action, from, to])
        }
        let steps = stream.steps
        #expect(steps.map { $0["verdict"] as? String } == ["allowed", "allowed", "refused"])
        #expect(steps.map { $0["states"] as? [Int] } == [[1], [2], []])
        #expect(
            steps[2]["message"] as? String
                == "\(record):3: step 2 of run live, loaded --dismiss--> closed, is not a move the machine allows; from 'loaded' it allows: refresh → loading"
        )
        // `conform` says the same of the file.
        let conform = try inspect(["conform", repositoryRoot + "/Fixtures/specs/blog-entry.yaml", record])
        #expect(conform.status == 1)
        #expect(conform.stdout.contains("\(record):3: step 2 of run live, loaded --dismiss--> closed, is not a move the machine allows"))
    }
}
