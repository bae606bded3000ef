import MachineKitCore
extension Statechart {
    /// The rules where the dialects give a chart different meanings, as data: the engine is
    /// one, and reads these fields wherever a dialect matters (it never asks which dialect
    /// it runs). Each field names the reference it follows.
    ///
    /// References: W3C SCXML, Recommendation of 1 September 2015, Appendix D ("Algorithm for
    /// SCXML Interpretation") and §3.12.1 (event descriptors); XState v5's `stateUtils.ts`
    /// (`getTransitionDomain`, `computeEntrySet`, `enterStates`, `getCandidates`) as of
    /// statelyai/xstate pull request 5548 (exact descriptors first, wildcards as fallbacks);
    /// XState v4's `StateNode.ts` (`formatTransition`, `resolveTarget`, `resolveTransition`,
    /// `getCandidates`).
    public struct Rules: Sendable, Hashable {
        /// Which node a transition's exit set and entry set are computed under.
        public enum Domain: Sendable, Hashable {
            /// The least common ancestor of the source and the targets, of any type (a
            /// parallel state included); a transition that does not re-enter and whose
            /// targets all lie within its source has the source as its domain. XState v5
            /// `getTransitionDomain` / `findLeastCommonAncestor`.
            case leastCommonAncestor
            /// The least common *compound* ancestor (the document root counts as one); a
            /// `type="internal"` transition of a compound source whose targets all lie below
            /// it has the source as its domain. SCXML `getTransitionDomain` / `findLCCA`.
            case leastCommonCompoundAncestor
        }

        /// How a transition that names no `reenter`/`internal`/`type` is read.
        public enum DefaultInternal: Sendable, Hashable {
            /// It does not leave its source when its targets lie within it (`reenter: false`
            /// is the default). XState v5.
            case unlessReentering
            /// It is internal only when a target is written `.child`: a plain or `#id` target
            /// leaves and re-enters the source. XState v4 `formatTransition`
            /// (`internal = target.some(t => t[0] === '.')`).
            case onlyForDotTargets
            /// It is external unless `type="internal"`. SCXML §3.13.
            case external
        }

        /// Which done events entering a final state raises.
        public enum DoneEvents: Sendable, Hashable {
            /// The parent's, and a parallel grandparent's once all its regions are final,
            /// checked against the configuration as it grows state by state in entry order
            /// (so two regions finishing in one microstep raise the grandparent's once).
            /// SCXML `enterStates`.
            case parentAndParallelGrandparent
            /// As above, but checked against the configuration after the whole microstep
            /// (two regions finishing together raise the grandparent's twice). XState v4
            /// `resolveTransition`.
            case parentAndParallelGrandparentAfterMicrostep
            /// The parent's (when compound), then walking up through parallel ancestors for
            /// as long as each is in a final state, each node at most once per microstep.
            /// XState v5 `enterStates` (`completedNodes`).
            case walkUpParallelAncestors
        }

        /// In which order a node's transitions for an event are tried.
        public enum CandidateOrder: Sendable, Hashable {
            /// Document order, whatever the descriptor (`*`, a token prefix, an exact name).
            /// SCXML `selectTransitions`.
            case documentOrder
            /// Exact descriptors first, then partial wildcards (`mouse.*`) longest first, then
            /// `*`; a wildcard is tried after every exact candidate's guard failed. XState v5
            /// `getCandidates` (pull request 5548).
            case exactThenWildcardsLongestFirst
            /// Exact and partial descriptors in document order, `*` last. XState v4
            /// `formatTransitions` / `getCandidates`.
            case documentOrderStarLast
        }

        /// How an event descriptor matches an event name.
        public enum Matching: Sendable, Hashable {
            /// A descriptor matches the same name and every name that continues it after a
            /// dot (`a` matches `a.b`); `a.*` is `a`. SCXML §3.12.1 `nameMatch`.
            case tokenPrefix
            /// A descriptor matches the same name; one ending in `.*` matches every name
            /// that starts with its tokens. XState `matchesEventDescriptor`.
            case exactOrPartialWildcard
        }

        /// Which of the transitions the active states' walks meet are selected.
        public enum Selection: Sendable, Hashable {
            /// Each active atomic state walks up to the first node with an enabled
            /// transition, and every walk's transition is selected (conflicts are removed
            /// after). SCXML `selectTransitions`; XState v5 `selectEventlessTransitions`.
            case everyAtomicState
            /// As above, but a node's own transitions are consulted only when nothing below it
            /// is selected: a parallel state's (or an ancestor's) handler is not taken while a
            /// region handles the event, even by a transition that exits nothing. XState's
            /// `transitionNode` (`transitionParallelNode` consults the parallel state's own
            /// transitions only when no region returns one; `transitionCompoundNode` the
            /// compound state's only when its child returns none), v4 and v5.
            case innermostFirst
        }

        /// See ``Domain``.
        public var domain: Domain
        /// Whether a transition whose domain is a parallel state enters again the regions it
        /// does not target (XState v5 `computeEntrySet`: `ancestors.push(domain)`). In SCXML
        /// the domain is never parallel, so the rule holds there trivially.
        public var refillsParallelDomain: Bool
        /// See ``DefaultInternal``.
        public var defaultInternal: DefaultInternal
        /// See ``DoneEvents``.
        public var doneEvents: DoneEvents
        /// See ``CandidateOrder``.
        public var candidateOrder: CandidateOrder
        /// See ``Matching``.
        public var matching: Matching
        /// Whether `*` also matches the events the chart raises itself (done events, delays,
        /// invocation results): SCXML §3.12.1 and XState (`*` matches any event type).
        public var wildcardMatchesInternalEvents: Bool
        /// Whether a plain target in the machine's own `on` names a child of the root (v4
        /// `resolveTarget` resolves it from the root); v5 refuses it ("did you mean
        /// `.child`?").
        public var rootResolvesPlainTargets: Bool
        /// Whether `target: ''` is written for "no target" (XState's `TARGETLESS_KEY`).
        public var emptyTargetIsTargetless: Bool
        /// How the transitions of an event (a delay, an invocation's result and a done event
        /// included) are selected. See ``Selection``.
        public var selection: Selection = .everyAtomicState
        /// How eventless transitions are selected: v5 walks every atomic state
        /// (`selectEventlessTransitions`); v4 takes them as a null event through
        /// `transitionNode`.
        public var eventlessSelection: Selection = .everyAtomicState
    }
}

extension Statechart.Dialect {
    /// The rules the dialect stands for.
    public var rules: Statechart.Rules {
        switch self {
        case .xstate5:
            Statechart.Rules(
                domain: .leastCommonAncestor, refillsParallelDomain: true, defaultInternal: .unlessReentering,
                doneEvents: .walkUpParallelAncestors, candidateOrder: .exactThenWildcardsLongestFirst,
                matching: .exactOrPartialWildcard, wildcardMatchesInternalEvents: true,
                rootResolvesPlainTargets: false, emptyTargetIsTargetless: true,
                selection: .innermostFirst, eventlessSelection: .everyAtomicState)
        case .xstate4:
            Statechart.Rules(
                domain: .leastCommonAncestor, refillsParallelDomain: true, defaultInternal: .onlyForDotTargets,
                doneEvents: .parentAndParallelGrandparentAfterMicrostep, candidateOrder: .documentOrderStarLast,
                matching: .exactOrPartialWildcard, wildcardMatchesInternalEvents: true,
                rootResolvesPlainTargets: true, emptyTargetIsTargetless: true,
                selection: .innermostFirst, eventlessSelection: .innermostFirst)
        case .scxml:
            Statechart.Rules(
                domain: .leastCommonCompoundAncestor, refillsParallelDomain: true, defaultInternal: .external,
                doneEvents: .parentAndParallelGrandparent, candidateOrder: .documentOrder,
                matching: .tokenPrefix, wildcardMatchesInternalEvents: true,
                rootResolvesPlainTargets: false, emptyTargetIsTargetless: false,
                selection: .everyAtomicState, eventlessSelection: .everyAtomicState)
        }
    }

    /// The keys only XState v4 reads: a config that uses one of them anywhere is read as v4.
    public static let xstate4Keys: Set<String> = [
        "cond", "internal", "activities", "services", "predictableActionArguments", "parallel",
        "in", "onEntry", "onExit", "strict", "preserveActionOrder", "delimiter",
    ]
}
