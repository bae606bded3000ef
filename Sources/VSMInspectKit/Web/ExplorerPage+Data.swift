import Foundation
import MachineKit

extension ExplorerPage {
    /// What the page's script reads (`D` in Web/Page/page.js): the one description of the data
    /// between Swift and the page. The script reads these fields and no others (a test checks
    /// the names `D.` is followed by in the script against this type's keys); written as JSON
    /// with sorted keys inside `<script type="application/json" id="machine-data">`.
    ///
    /// States, moves, kinds and views are numbered by their place in the arrays of `graph`
    /// (and of `views`): `stateKinds[s]` is the kind of `graph.states[s]`.
    struct PageData: Encodable {
        /// The graph as `render --format json` writes it (states, moves, kinds, findings).
        var graph: JSONValue
        /// Served by `explore --web`: the page listens for reloads.
        var live: Bool
        var statistics: Statistics
        /// The constraint's text, when the machine has one.
        @OrNull var constraint: String?
        /// Each state's kind (for a parallel configuration, its first region's).
        var stateKinds: [Int]
        /// Each state's kinds, one per region of its configuration; `nil` without a statechart.
        @OrNull var stateCovers: [[Int]]?
        /// Each kind's own label (its last name part), for paths like `payment › authorizing`.
        var kindLabels: [String]
        /// Each state's data (the Swift value's dump), `nil` when it has none.
        var data: [String?]
        /// Per finding of `graph.findings`, in order: the states it is about and its trace's end.
        var findingTargets: [FindingTarget]
        /// The pieces of the copied Swift test; `nil` when the machine's registration cannot say.
        @OrNull var test: TestPieces?
        /// The id of the view the page opens with.
        var defaultView: String
        /// The state the page opens at when its link names none.
        @OrNull var open: Int?
        var views: [ViewData]

        struct Statistics: Encodable {
            var states: Int
            var transitions: Int
            var depth: Int
            var outsideConstraint: Int
        }

        struct FindingTarget: Encodable {
            /// The last state of the finding's trace, `nil` when it has none.
            @OrNull var target: Int?
            var states: [Int]
            /// Whether the finding fails the check (else it warns).
            var fails: Bool
            var instances: [Instance]

            struct Instance: Encodable {
                @OrNull var target: Int?
                var states: [Int]
            }
        }

        struct TestPieces: Encodable {
            /// The one-path test file's text in pieces (`head`, `openMoves`, ...) that the path's
            /// literals go between, as `SwiftTestsFile` writes it.
            var template: JSONValue
            /// Each state's name as a Swift string literal.
            var stateLiterals: [String]
            /// Each action's name as a Swift string literal.
            var actionLiterals: [String]
        }

        /// One drawing: its nodes, clusters and arrows in the order of the SVG's ids
        /// (`ID-n3` is node 3, `ID-a5` arrow 5, `ID-c1` cluster 1).
        struct ViewData: Encodable {
            var id: String
            var title: String
            /// `none` (every state), `cases` (one node per kind) or `chart` (the statechart).
            var grouping: String
            /// Whether the SVG was drawn (not when there are too many nodes).
            var drawn: Bool
            var nodes: [Node]
            var clusters: [Cluster]
            var arrows: [Arrow]
            /// The node each state is drawn in, -1 for none.
            var nodeOfState: [Int]
            /// In the chart, each state's nodes, one per region of its configuration.
            @OrNull var nodesOfState: [[Int]]?

            struct Node: Encodable {
                var name: String
                /// The kind the node stands for; `nil` for a state, or a chart's point.
                @OrNull var kind: Int?
                /// How many states it holds.
                var members: Int
                @OrNull var cluster: Int?
                /// The findings' marks on it (`dead-end`, `unreachable`, ...).
                var marks: [String]
            }

            struct Cluster: Encodable {
                @OrNull var kind: Int?
                var label: String
                @OrNull var parent: Int?
            }

            struct Arrow: Encodable {
                var from: Int
                var to: Int
                var actions: [String]
                /// A continuation of an async move (dashed).
                var continuation: Bool
            }
        }
    }

    /// An optional field written as `null` when it has no value, rather than left out: the
    /// script tells "none" from a missing field.
    @propertyWrapper
    struct OrNull<Value: Encodable>: Encodable {
        var wrappedValue: Value?
        init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
        }
    }

    /// The page's data as the JSON that stands in its `<script>` element.
    static func encode(_ data: PageData) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every value is a string, number, Boolean, array or object: nothing can fail to encode.
        let bytes = (try? encoder.encode(data)) ?? Data("null".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}
