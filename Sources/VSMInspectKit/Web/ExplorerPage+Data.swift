import Foundation
import MachineKit

extension ExplorerPage {
    /// What the page's script reads (`D` in Web/Page/page.js): the one description of the data
    /// between Swift and the page. The script reads these fields and no others (a test checks
    /// the names `D.` is followed by in the script against this type's keys); written as JSON
    /// with sorted keys inside `<script type="application/json" id="machine-data">`.
    ///
    /// The data is kept small (a few dozen bytes a state beside its name), in columns rather than
    /// one object a state: states, moves, kinds and views are numbered by their place in
    /// `names`, the moves' columns, `kinds` and `views`. What the script can work out from it
    /// (each move's source, each state's depth, a view's node of each state) is not written.
    struct PageData: Sendable {
        var machine: String
        /// Whether exploration saw every reachable state (no bound stopped it).
        var complete: Bool
        /// Served by `explore --web`: the page listens for reloads.
        var live: Bool
        var statistics: Statistics
        /// The constraint's text, when the machine has one.
        var constraint: String?

        /// Each state's name, as the numbers of its words in `words` (one number for a name of
        /// one word): a machine's names share most of their words.
        var names: [Numbers]
        /// The words of the names: each a run of characters up to the next word (with the
        /// spaces after it), so that names are their words joined.
        var words: [String]
        /// The initial states.
        var initial: [Int]
        /// The move that first reached each state on a shortest path; -1 for an initial state.
        var reachedBy: [Int]
        /// The final states.
        var finals: [Int]
        /// The states whose moves were not explored, by why (`outside-constraint`, ...).
        var unexplored: [Unexplored]

        /// The kinds' full names, each kind's parent (`null` at the top) and own label (its
        /// last name part, for paths like `payment › authorizing`).
        var kinds: [String]
        var kindParents: [Int?]
        var kindLabels: [String]
        /// Each state's kind (for a parallel configuration, its first region's).
        var stateKinds: [Int]
        /// Each state's kinds, one per region of its configuration; `nil` without a statechart.
        var stateCovers: [[Int]]?

        /// The actions' names.
        var actions: [String]
        /// How many moves each state has: the moves are listed state by state, in order.
        var moveCounts: [Int]
        /// Each move's action.
        var moveActions: [Int]
        /// Each move's states: one state as a number, a sequence as an array.
        var moveStates: [Numbers]

        /// Each state's data (the Swift value's dump), kept as changes to another state's;
        /// `nil` when no state has data.
        var data: StateData?

        /// The findings, with the states each is about.
        var findings: [FindingData]
        /// What recorded runs took (`--coverage`): each move's count, as `conform` counts it;
        /// `nil` without records.
        var coverage: CoverageData?
        /// The pieces of the copied Swift test; `nil` when the machine's registration cannot say.
        var test: TestPieces?
        /// The view the page opens with: a drawn view's id, or `around` (the neighbourhood of
        /// the current state) when no drawn view can be read whole.
        var defaultView: String
        /// Whether the neighbourhood opens beside the view (a grouped view, a chart, a large machine).
        var beside: Bool
        /// The state the page opens at when its link names none.
        var open: Int?
        var views: [ViewData]

        struct Statistics: Sendable {
            var states: Int
            var transitions: Int
            var depth: Int
            var outsideConstraint: Int
        }

        struct CoverageData: Sendable {
            /// How many times recorded runs took each move, by move number.
            var moveCounts: [Int]
            /// `7 of 12 moves taken, 5 of 5 states visited, in 2 records (14 steps)`.
            var summary: String
        }

        struct Unexplored: Sendable {
            var status: String
            var states: [Int]
        }

        /// Numbers in a list: one number as it is, several as an array.
        enum Numbers: Sendable {
            case one(Int)
            case several([Int])

            init(_ numbers: [Int]) { self = numbers.count == 1 ? .one(numbers[0]) : .several(numbers) }
        }

        /// The states' data as lines: `lines` holds each distinct line once; a state's entry is
        /// `[base, kept at the start, kept at the end, line, line, ...]`: the lines of state
        /// `base` (-1: none) with those between the kept ones replaced by the lines listed.
        /// A base is decoded before the states built on it, at most ``chainLimit`` deep.
        struct StateData: Sendable {
            var lines: [String]
            /// Per state; `nil` for a state with no data.
            var states: [[Int]?]

            static let chainLimit = 16
        }

        struct FindingData: Sendable {
            /// The check's name (`dead-end`, ...).
            var check: String
            var message: String
            /// The state or kind it is about, by name, when it is about one.
            var state: String?
            /// Whether the finding fails the check (else it warns).
            var fails: Bool
            /// The last state of its trace, `nil` when it has none.
            var target: Int?
            /// The number of steps of its trace.
            var steps: Int
            /// The states it is about.
            var states: [Int]
            /// For a roll-up, the findings it stands for (the first ``instanceLimit``), and how
            /// many there are.
            var instances: [Instance]
            var instanceCount: Int
            /// For a declared state not reached (`unreachable`, `unreached`): why, as
            /// `paths --to X --why` says it; `nil` for every other finding.
            var why: Why?

            struct Why: Sendable {
                /// The answer's first line (`why: ...`).
                var summary: String
                /// Each way in: how it is written, and what stops it.
                var ways: [Way]
                /// The nearest reached state, and how `paths --why` describes it.
                var nearest: Int?
                var nearestNote: String?

                struct Way: Sendable {
                    var title: String
                    var message: String
                }
            }

            struct Instance: Sendable {
                var message: String
                var target: Int?
            }

            static let instanceLimit = 200
        }

        struct TestPieces: Sendable {
            /// The one-path test file's text in pieces (`head`, `openMoves`, ...) that the path's
            /// literals go between, as `SwiftTestsFile` writes it.
            var template: JSONValue
            /// The states whose Swift string literal is not their name in quotes (a name with a
            /// quote, backslash or control character in it), with that literal.
            var stateLiterals: [Literal]
            /// Each action's name as a Swift string literal.
            var actionLiterals: [String]

            struct Literal: Sendable {
                var state: Int
                var literal: String
            }
        }

        /// One drawing: its nodes, clusters and arrows in the order of the SVG's ids
        /// (`ID-n3` is node 3, `ID-a5` arrow 5, `ID-c1` cluster 1). Only drawn views are listed.
        struct ViewData: Sendable {
            var id: String
            var title: String
            /// `none` (every state: node `s` is state `s`), `cases` (one node per kind) or
            /// `chart` (the statechart: a configuration is in one node per region).
            var grouping: String
            /// For a chart drawn to a depth (its compound states there folded, each view of
            /// the chart at another depth listed beside it): the depth; `nil` for every level.
            var depth: Int?
            var nodes: [Node]
            var clusters: [Cluster]
            var arrows: [Arrow]
            /// The node each kind is drawn as, -1 for none; `nil` when every state is a node.
            var nodeOfKind: [Int]?

            struct Node: Sendable {
                var name: String
                /// The kind the node stands for; `nil` for a state, or a chart's point.
                var kind: Int?
                /// How many states it holds.
                var members: Int
                var cluster: Int?
                /// The findings' marks on it (`dead-end`, `unreachable`, ...).
                var marks: [String]
                /// For a compound state drawn folded: how many states are declared inside it.
                var folded: Int?
            }

            struct Cluster: Sendable {
                var kind: Int?
                var label: String
                var parent: Int?
            }

            struct Arrow: Sendable {
                var from: Int
                var to: Int
                var actions: [String]
                /// A continuation of an async move (dashed).
                var continuation: Bool
            }
        }
    }
}
