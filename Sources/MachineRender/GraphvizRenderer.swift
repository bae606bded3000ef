import CGraphviz
import Foundation
import MachineKit

/// Output formats that need Graphviz's layout.
public enum ImageFormat: String, Sendable, CaseIterable {
    case svg, png, pdf
    /// Graphviz's own DOT: the graph with the positions its layout chose.
    case dot
}

/// A render that Graphviz could not do, with what to install or run.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    /// One line: what failed, Graphviz's own message, and what to install or run.
    public var description: String
}

/// Lays out and renders graphs with Graphviz's C library (libcgraph and libgvc).
///
/// Graphviz is not thread-safe: every call into it goes through ``shared`` under one lock.
/// Each render opens its graph with `agopen` and closes it with `agclose`, and frees its
/// layout with `gvFreeLayout` and its output buffer with `free`.
public final class GraphvizRenderer: @unchecked Sendable {
    /// The one renderer: every Graphviz call goes through it, one at a time.
    public static let shared = GraphvizRenderer()

    /// The largest side of a PNG, in inches at Graphviz's 96 dots an inch (3,840 pixels, a
    /// screen's width): a larger drawing is scaled down, so that a PNG stays a few MB (the rates
    /// store's 1,167 states, 9,600 pixels a side, were 15.6 MB).
    public static let bitmapInches = 40

    private let lock = NSLock()
    private var context: OpaquePointer?

    private init() {}

    /// Lays out `diagram` with `engine` (``LayoutPolicy``'s choice for its size when left
    /// out) and renders it in `format`, drawn with `options` (the policy's for the engine when
    /// left out).
    public func render(
        _ diagram: Diagram, format: ImageFormat, engine: LayoutEngine? = nil, options: DOTEncoder.Options? = nil
    ) throws(RenderError) -> Data {
        let engine = LayoutPolicy.engine(for: diagram, requested: engine)
        return try render(
            DOTEncoder.graph(diagram, options: options ?? LayoutPolicy.options(for: diagram, engine: engine)),
            format: format, engine: engine)
    }

    /// Renders `diagram` to a file, replacing it in one step (a failed render leaves the file
    /// as it was).
    public func render(
        _ diagram: Diagram, format: ImageFormat, engine: LayoutEngine? = nil, options: DOTEncoder.Options? = nil, to path: String
    ) throws(RenderError) {
        let data = try render(diagram, format: format, engine: engine, options: options)
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw RenderError(description: "\(path): cannot be written: \(error.localizedDescription)")
        }
    }

    /// Lays out `graph` with `engine` and renders it in `format`.
    package func render(_ graph: GraphvizGraph, format: ImageFormat, engine: LayoutEngine = .dot) throws(RenderError) -> Data {
        try render(graph, format: format, engineNamed: engine.rawValue)
    }

    /// Lays out `graph` with the engine of that name (one Graphviz may lack) and renders it.
    package func render(_ graph: GraphvizGraph, format: ImageFormat, engineNamed engine: String) throws(RenderError) -> Data {
        lock.lock()
        defer { lock.unlock() }
        let context = try openContext()
        graphvizMessages.removeAll()
        guard let root = cgv_open_directed(graph.name) else {
            throw RenderError(description: "Graphviz could not create a graph (out of memory?)")
        }
        defer { agclose(root) }
        build(graph, into: root)
        // A bitmap is held whole in memory while it is drawn: a large layout is scaled down to
        // fit (Graphviz would otherwise draw up to 32,767 pixels a side, gigabytes, and say so
        // on standard error). SVG and PDF keep their size.
        if format == .png, !graph.graphAttributes.contains(where: { $0.name == "size" }) {
            _ = cgv_set(root, "size", "\(Self.bitmapInches),\(Self.bitmapInches)")
        }
        let (laidOut, layoutNoise) = Self.capturingStandardError { gvLayout(context, root, engine) }
        guard laidOut == 0 else {
            graphvizMessages.append(layoutNoise)
            throw RenderError(
                description: "Graphviz could not lay out the graph with '\(engine)'"
                    + detail() + "; install Graphviz's layout plugins (Debian: apt-get install graphviz libgvc6; "
                    + "macOS: brew install graphviz), then run 'dot -c' as root to register them")
        }
        defer { gvFreeLayout(context, root) }
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        let (status, renderNoise) = Self.capturingStandardError { cgv_render(context, root, format.rawValue, &buffer, &length) }
        defer { free(buffer) }
        guard status == 0, let buffer, length > 0 else {
            graphvizMessages.append(renderNoise)
            throw RenderError(
                description: "Graphviz could not render '\(format.rawValue)'" + detail()
                    + "; install Graphviz's render plugins for it (Debian: apt-get install graphviz libgvc6 "
                    + "libgvc6-plugins-gtk; macOS: brew install graphviz), then run 'dot -c' as root to register them")
        }
        return Data(bytes: buffer, count: length)
    }

    /// The Graphviz version the library reports (for example "2.43.0").
    public var version: String {
        lock.lock()
        defer { lock.unlock() }
        guard let context = try? openContext(), let text = gvcVersion(context) else { return "unknown" }
        return String(cString: text)
    }

    private func openContext() throws(RenderError) -> OpaquePointer {
        if let context { return context }
        _ = agseterrf(captureGraphvizMessage)
        guard let created = gvContext() else {
            throw RenderError(
                description: "Graphviz could not start: install Graphviz (Debian: apt-get install "
                    + "libgraphviz-dev graphviz; macOS: brew install graphviz)")
        }
        context = created
        return created
    }

    /// Runs `body` with the process's standard error sent to a temporary file, and returns
    /// the first 64 KiB written there. Graphviz's plugins (cairo, Pango) complain through GLib
    /// straight to standard error (a label of only a bidirectional override makes Pango
    /// print a CRITICAL line while the render succeeds): a successful render drops what they
    /// said, a failed one puts it in its error. Called with the renderer's lock held; the
    /// command-line tool writes nothing else to standard error meanwhile.
    private static func capturingStandardError<Result>(_ body: () -> Result) -> (Result, String) {
        fflush(nil)
        let saved = dup(STDERR_FILENO)
        guard saved >= 0 else { return (body(), "") }
        guard let file = tmpfile() else {
            close(saved)
            return (body(), "")
        }
        defer { fclose(file) }
        dup2(fileno(file), STDERR_FILENO)
        let result = body()
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        lseek(fileno(file), 0, SEEK_SET)
        let count = read(fileno(file), &bytes, bytes.count)
        return (result, String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self))
    }

    private func detail() -> String {
        let text = graphvizMessages.joined(separator: " ")
            .split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? "" : " (Graphviz: \(text))"
    }

    private func build(_ graph: GraphvizGraph, into root: UnsafeMutablePointer<Agraph_t>) {
        for attribute in graph.graphAttributes { _ = cgv_set(root, attribute.name, attribute.value) }
        for attribute in graph.nodeDefaults { cgv_default(root, cgv_kind_node(), attribute.name, attribute.value) }
        for attribute in graph.edgeDefaults { cgv_default(root, cgv_kind_edge(), attribute.name, attribute.value) }
        var subgraphs: [UnsafeMutablePointer<Agraph_t>?] = []
        for cluster in graph.clusters {
            // A cluster's parent comes before it, so its subgraph exists already.
            let owner = cluster.parent.flatMap { subgraphs[$0] } ?? root
            let subgraph = cgv_subgraph(owner, cluster.name)
            for attribute in cluster.attributes { _ = cgv_set(subgraph, attribute.name, attribute.value) }
            subgraphs.append(subgraph)
        }
        var nodes: [String: UnsafeMutablePointer<Agnode_t>] = [:]
        for node in graph.nodes {
            guard let created = cgv_node(root, node.id) else { continue }
            if let cluster = node.cluster, let subgraph = subgraphs[cluster] { _ = cgv_subgraph_node(subgraph, created) }
            for attribute in node.attributes { _ = cgv_set(created, attribute.name, attribute.value) }
            nodes[node.id] = created
        }
        for edge in graph.edges {
            guard let tail = nodes[edge.tail], let head = nodes[edge.head] else { continue }
            let owner = edge.cluster.flatMap { subgraphs[$0] } ?? root
            guard let created = cgv_edge(owner, tail, head, nil) else { continue }
            for attribute in edge.attributes { _ = cgv_set(created, attribute.name, attribute.value) }
        }
    }
}

/// Graphviz's messages of the current render; touched only under the renderer's lock.
nonisolated(unsafe) private var graphvizMessages: [String] = []

private let captureGraphvizMessage: @convention(c) (UnsafeMutablePointer<CChar>?) -> Int32 = { message in
    if let message { graphvizMessages.append(String(cString: message)) }
    return 0
}
