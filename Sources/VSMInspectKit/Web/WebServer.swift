import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server for the web explorer, on the loopback interface only
/// (127.0.0.1: never another interface), written on the operating system's sockets.
///
/// It serves two fixed routes from memory and nothing else: `/`, the page, and `/events`, a
/// stream of Server-Sent Events that tells open pages to reload. No part of a request is
/// used as a path: every other target is 404, whatever it holds. A request must name this
/// server in its `Host` header (`127.0.0.1:PORT` or `localhost:PORT`), which shuts out pages
/// of other sites that rebind their own name to 127.0.0.1.
///
/// Under load it stays answerable: a request head must arrive whole within
/// ``headSeconds`` (a client sending a byte now and then is cut off), at most
/// ``connectionLimit`` requests are read at once and at most ``streamLimit`` event streams
/// kept (past either, the oldest is dropped for the newest), event streams are written
/// without waiting (a stream that cannot take an event is dropped), and a failed `accept`
/// (no descriptors left) waits before the next try instead of spinning.
///
/// `@unchecked Sendable`: the page, the requests being read and the event streams are
/// touched only under `lock` (a descriptor is shut down or closed by whoever removes it from
/// its list, under the lock); the listening socket is read-only after `init`.
final class WebServer: @unchecked Sendable {
    /// The port it listens on (the one the system chose, when asked for port 0).
    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var page: [UInt8]
    private var streams: [Int32] = []
    /// Requests whose head is being read, oldest first.
    private var reading: [Int32] = []
    private var stopped = false
    private let contentSecurityPolicy: String

    /// The largest request head read; a longer one is refused.
    static let requestLimit = 16 * 1024
    /// Seconds a request head may take to arrive, all of it.
    static let headSeconds = 5.0
    /// Requests read at once; a newer one drops the oldest.
    static let connectionLimit = 32
    /// Event streams kept open; a newer one drops the oldest.
    static let streamLimit = 16

    /// Listens on 127.0.0.1:`port` (0 for any free port).
    init(port: UInt16, page: String, contentSecurityPolicy: String) throws(BadInput) {
        self.page = Array(page.utf8)
        self.contentSecurityPolicy = contentSecurityPolicy
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw BadInput("--web: cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1, and nothing else
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 32) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw BadInput(
                "--port \(port): cannot listen on 127.0.0.1:\(port) (\(reason)); pick another port with --port, or 0 for any free one")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.listener = descriptor
        self.port = UInt16(bigEndian: actual.sin_port)
    }

    /// The page's address.
    var url: String { "http://127.0.0.1:\(port)/" }

    /// Accepts connections until ``stop()``; each request is answered on a thread of its own.
    func run() {
        while !isStopped {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 250) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                // Out of descriptors (or a connection gone before it was taken): the listener
                // stays readable, so wait rather than spin.
                if errno != EINTR { usleep(100_000) }
                continue
            }
            lock.lock()
            if reading.count >= Self.connectionLimit {
                // Its reader sees the end of the stream and closes it.
                shutdown(reading.removeFirst(), Int32(SHUT_RDWR))
            }
            reading.append(client)
            lock.unlock()
            Thread.detachNewThread { self.answer(client) }
        }
        close(listener)
        lock.lock()
        for stream in streams { close(stream) }
        streams = []
        for client in reading { shutdown(client, Int32(SHUT_RDWR)) }
        lock.unlock()
    }

    /// Ends ``run()`` within a quarter of a second; open event streams are closed.
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    /// Serves a new page and tells every open page to reload.
    func publish(page text: String) {
        lock.lock()
        page = Array(text.utf8)
        lock.unlock()
        broadcast(event: "reload", data: "")
    }

    /// Tells every open page about a problem (a spec file that no longer reads), which it shows.
    func announce(problem: String) {
        broadcast(event: "problem", data: problem)
    }

    /// Tells every open page of a followed record that cannot be read; the spec file still reads.
    func announce(recordProblem: String) {
        broadcast(event: "record-problem", data: recordProblem)
    }

    /// Tells every open page of a step a followed record holds (`explore --web --follow`), as
    /// `RecordFollower.Arrival.json` writes it.
    func announce(step json: String) {
        broadcast(event: "step", data: json)
    }

    /// Keeps event streams open through proxies and finds closed ones.
    func heartbeat() { sendToStreams(Array(": still here\n\n".utf8)) }

    private func broadcast(event: String, data: String) {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined()
        sendToStreams(Array("event: \(event)\n\(lines)\n".utf8))
    }

    /// Writes to every stream without waiting, under the lock (no stream is closed meanwhile);
    /// a stream that cannot take the whole event at once is dropped.
    private func sendToStreams(_ bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        var kept: [Int32] = []
        for stream in streams {
            if transmit(bytes, to: stream, waiting: false) { kept.append(stream) } else { close(stream) }
        }
        streams = kept
    }

    // MARK: Requests

    /// What a request asks for, once its head is read.
    enum Request: Equatable {
        case page(head: Bool)
        case events
        /// An answer with no more to it: status, reason, and a line of text.
        case refusal(Int, String)
    }

    /// Reads a request head and decides what it gets: a pure function of its bytes, so
    /// that what is refused is plain to see (and to test).
    static func route(_ head: String, port: UInt16) -> Request {
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return .refusal(400, "Bad Request") }
        let method = parts[0], target = parts[1]
        var host: Substring?
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].lowercased() == "host" {
                guard host == nil else { return .refusal(400, "Bad Request") }
                host = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            }
        }
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host, hosts.contains(host.lowercased().trimmingCharacters(in: .whitespaces)) else {
            return .refusal(421, "Misdirected Request")
        }
        guard method == "GET" || method == "HEAD" else { return .refusal(405, "Method Not Allowed") }
        // The path alone, as sent: it is compared with the two routes and never decoded.
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        switch path {
        case "/": return .page(head: method == "HEAD")
        case "/events" where method == "GET": return .events
        default: return .refusal(404, "Not Found")
        }
    }

    private func answer(_ client: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let head = readHead(client)
        lock.lock()
        guard let at = reading.firstIndex(of: client) else {
            // Dropped for a newer request while its head was read: shut down already.
            lock.unlock()
            close(client)
            return
        }
        reading.remove(at: at)
        lock.unlock()
        guard let head else {
            respond(
                client, status: 431, reason: "Request Header Fields Too Large", type: "text/plain; charset=utf-8",
                body: Array("request head too large or incomplete\n".utf8))
            // Reads what the client still sends before closing, so that it gets the answer
            // rather than a reset.
            shutdown(client, Int32(SHUT_WR))
            var brief = timeval(tv_sec: 0, tv_usec: 200_000)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &brief, socklen_t(MemoryLayout<timeval>.size))
            var sink = [UInt8](repeating: 0, count: 4096)
            var drained = 0
            while drained < 1 << 20, case let count = recv(client, &sink, sink.count, 0), count > 0 { drained += count }
            close(client)
            return
        }
        switch Self.route(head, port: port) {
        case .page(let headOnly):
            lock.lock()
            let body = page
            lock.unlock()
            respond(client, status: 200, reason: "OK", type: "text/html; charset=utf-8", body: body, headOnly: headOnly)
            close(client)
        case .events:
            let header =
                "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
                + "X-Content-Type-Options: nosniff\r\nConnection: keep-alive\r\n\r\nretry: 1000\n\n"
            guard transmit(Array(header.utf8), to: client) else { close(client); return }
            lock.lock()
            if stopped {
                lock.unlock()
                close(client)
                return
            }
            if streams.count >= Self.streamLimit { close(streams.removeFirst()) }
            streams.append(client)
            lock.unlock()
        case .refusal(let status, let reason):
            respond(
                client, status: status, reason: reason, type: "text/plain; charset=utf-8",
                body: Array("\(status) \(reason): this server serves the explorer's page at / and nothing else\n".utf8))
            close(client)
        }
    }

    /// The request head up to its blank line, or `nil` when it is longer than
    /// ``requestLimit``, not UTF-8, cut short, or not whole within ``headSeconds``.
    private func readHead(_ client: Int32) -> String? {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = [13, 10, 13, 10]
        let deadline = Date().addingTimeInterval(Self.headSeconds)
        while buffer.count < Self.requestLimit {
            // Each wait is what is left of the whole head's time, so that a byte now and
            // then never keeps the connection.
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var timeout = timeval(tv_sec: Int(left), tv_usec: .init(max(1_000, Int((left - left.rounded(.down)) * 1_000_000))))
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let count = recv(client, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer += chunk[0..<count]
            if let range = buffer.firstRange(of: end) {
                return String(validating: buffer[..<range.lowerBound], as: UTF8.self)
            }
        }
        return nil
    }

    private func respond(_ client: Int32, status: Int, reason: String, type: String, body: [UInt8], headOnly: Bool = false) {
        var header =
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n"
            + "Content-Security-Policy: \(contentSecurityPolicy)\r\nX-Frame-Options: DENY\r\nConnection: close\r\n"
        if status == 405 { header += "Allow: GET, HEAD\r\n" }
        header += "\r\n"
        _ = transmit(Array(header.utf8) + (headOnly ? [] : body), to: client)
    }

    /// Writes all of `bytes`; `false` when the other side has gone (or, not `waiting`, when
    /// its buffer cannot take them now).
    private func transmit(_ bytes: [UInt8], to socket: Int32, waiting: Bool = true) -> Bool {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
                let flags = Int32(MSG_NOSIGNAL) | (waiting ? 0 : Int32(MSG_DONTWAIT))
            #else
                let flags: Int32 = waiting ? 0 : MSG_DONTWAIT
            #endif
            let sent = bytes[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, flags) }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}
