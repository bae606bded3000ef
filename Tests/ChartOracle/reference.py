"""A small interpreter of the W3C SCXML algorithm (Recommendation of 1 September 2015,
Appendix D), for charts without data model, executable content or `cond`.

The oracle uses it to arbitrate: when vsm-inspect and Qt disagree on a step, the step is run
here too. Ours agreeing with this reading of the W3C text and Qt agreeing with one of the
`QT_VARIANTS` (this interpreter with one of Qt's documented departures switched on) is a known
Qt departure; anything else is a disagreement to look at.

Names follow Appendix D: `select_transitions`, `remove_conflicting_transitions`,
`compute_exit_set`, `compute_entry_set`, `add_descendant_states_to_enter`,
`add_ancestor_states_to_enter`, `enter_states`, `get_transition_domain`, `find_lcca`,
`name_match`.
"""

import xml.etree.ElementTree as ET

# Qt 5.15's departures from Appendix D, as switches of the interpreter.
QT_VARIANTS = {
    # removeConflictingTransitions runs over the enabled transitions sorted first: a source
    # below the other's first, then the source deeper below their common compound ancestor,
    # then document order (QScxmlStateMachinePrivate::removeConflictingTransitions).
    "conflict-by-depth": {"conflict_by_depth": True},
}

# Faults the oracle's self-test puts into this interpreter (mutant.py stands in for
# vsm-inspect with one of them): each must be caught as a disagreement.
MUTATIONS = {
    # A parallel state's done event checked against the configuration after the whole
    # microstep: two regions finishing together raise it twice.
    "double-done": {"done_after_microstep": True},
    # `*` does not take the chart's own (done) events.
    "star-skips-done": {"star_skips_done": True},
    # A transition between regions of a parallel state has the parallel state as its domain
    # and enters only its targets' side: the source's region is left empty.
    "cross-region-empty": {"parallel_domain": True},
}

MICROSTEP_LIMIT = 10000


class Never(Exception):
    """A macrostep that does not end (more than MICROSTEP_LIMIT microsteps)."""


class State:
    __slots__ = ("id", "kind", "parent", "children", "transitions", "initial", "deep", "default",
                 "order", "depth")

    def __init__(self, ident, kind, parent):
        self.id = ident
        self.kind = kind  # scxml, state, parallel, final, history
        self.parent = parent
        self.children = []
        self.transitions = []
        self.initial = None  # target ids (attribute or <initial>), None when not written
        self.deep = False
        self.default = None  # a history's default transition
        self.order = 0
        self.depth = 0


class Transition:
    __slots__ = ("source", "events", "targets", "internal", "order")

    def __init__(self, source, events, targets, internal, order):
        self.source = source
        self.events = events  # descriptors, None when eventless
        self.targets = targets  # State list (empty: targetless)
        self.internal = internal
        self.order = order


class Chart:
    def __init__(self, path=None, text=None):
        root = ET.parse(path).getroot() if text is None else ET.fromstring(text)
        self.states = {}
        self.order = []
        self.transitions = []
        self._targets = []
        self.root = self._read(root, None)
        # Target ids, resolved once every state is read.
        for t, ids in self._targets:
            t.targets = [self.states[i] for i in ids]
        for s in self.order:
            if s.kind in ("state", "scxml") and self.child_states(s):
                ids = s.initial if s.initial else [self.child_states(s)[0].id]
                s.initial = [self.states[i] for i in ids]
            else:
                s.initial = None

    def _read(self, element, parent):
        tag = element.tag.rsplit("}", 1)[-1]
        state = State(element.get("id") or f"#{len(self.order)}", tag, parent)
        state.order = len(self.order)
        state.depth = 0 if parent is None else parent.depth + 1
        self.order.append(state)
        self.states[state.id] = state
        if element.get("initial"):
            state.initial = element.get("initial").split()
        if tag == "history":
            state.deep = element.get("type") == "deep"
        for child in element:
            ctag = child.tag.rsplit("}", 1)[-1]
            if ctag in ("state", "parallel", "final", "history"):
                state.children.append(self._read(child, state))
            elif ctag == "initial":
                t = next((c for c in child if c.tag.endswith("transition")), None)
                if t is not None:
                    state.initial = (t.get("target") or "").split()
            elif ctag == "transition":
                events = child.get("event")
                transition = Transition(state, events.split() if events is not None else None, [],
                                        child.get("type") == "internal", len(self.transitions))
                self.transitions.append(transition)
                self._targets.append((transition, (child.get("target") or "").split()))
                if tag == "history":
                    state.default = transition
                else:
                    state.transitions.append(transition)
        return state

    @staticmethod
    def child_states(s):
        return [c for c in s.children if c.kind in ("state", "parallel", "final")]


class Interpreter:
    """One running machine: `start()`, then `send(name)`; `atoms()` and `running`."""

    def __init__(self, chart, conflict_by_depth=False, done_after_microstep=False, star_skips_done=False,
                 parallel_domain=False):
        self.chart = chart
        self.conflict_by_depth = conflict_by_depth
        self.done_after_microstep = done_after_microstep
        self.star_skips_done = star_skips_done
        self.parallel_domain = parallel_domain
        self.configuration = []  # ordered set (list without repeats)
        self.history = {}
        self.internal = []
        self.running = True

    # MARK: Predicates

    @staticmethod
    def is_atomic(s):
        return s.kind == "final" or (s.kind == "state" and not Chart.child_states(s))

    @staticmethod
    def is_compound(s):
        return s.kind == "state" and bool(Chart.child_states(s))

    @staticmethod
    def is_descendant(a, b):
        p = a.parent
        while p is not None:
            if p is b:
                return True
            p = p.parent
        return False

    @staticmethod
    def proper_ancestors(s, upto):
        out = []
        p = s.parent
        while p is not None and p is not upto:
            out.append(p)
            p = p.parent
        return out

    def is_in_final_state(self, s):
        if self.is_compound(s):
            return any(c.kind == "final" and c in self.configuration for c in Chart.child_states(s))
        if s.kind == "parallel":
            return all(self.is_in_final_state(c) for c in Chart.child_states(s))
        return False

    def name_match(self, descriptors, name):
        for d in descriptors:
            if d == "*":
                if self.star_skips_done and name.startswith("done."):
                    continue
                return True
            if d.endswith(".*"):
                d = d[:-2]
            if name == d or name.startswith(d + "."):
                return True
        return False

    # MARK: Running

    def atoms(self):
        return sorted(s.id for s in self.configuration if self.is_atomic(s))

    def start(self):
        root = self.chart.root
        initial = Transition(root, None, list(root.initial), False, -1)
        self.enter_states([initial], domain_of_initial=root)
        self.macrostep()

    def send(self, name):
        if not self.running:
            return
        enabled = self.select_transitions(name)
        if enabled:
            self.microstep(enabled)
        self.macrostep()

    def macrostep(self):
        steps = 0
        while self.running:
            enabled = self.select_transitions(None)
            if not enabled:
                if not self.internal:
                    break
                event = self.internal.pop(0)
                enabled = self.select_transitions(event)
            if enabled:
                steps += 1
                if steps > MICROSTEP_LIMIT:
                    raise Never()
                self.microstep(enabled)

    # MARK: Appendix D

    def select_transitions(self, event):
        enabled = []
        atomic = sorted((s for s in self.configuration if self.is_atomic(s)), key=lambda s: s.order)
        for state in atomic:
            found = None
            for s in [state] + self.proper_ancestors(state, None):
                for t in s.transitions:
                    if event is None and t.events is None:
                        found = t
                    elif event is not None and t.events is not None and self.name_match(t.events, event):
                        found = t
                    if found:
                        break
                if found:
                    break
            if found and found not in enabled:
                enabled.append(found)
        return self.remove_conflicting_transitions(enabled)

    def remove_conflicting_transitions(self, enabled):
        if self.conflict_by_depth:
            enabled = self.qt_sorted(enabled)
        filtered = []
        for t1 in enabled:
            preempted = False
            to_remove = []
            exit1 = set(self.compute_exit_set([t1]))
            for t2 in filtered:
                if exit1 & set(self.compute_exit_set([t2])):
                    if self.is_descendant(t1.source, t2.source):
                        to_remove.append(t2)
                    else:
                        preempted = True
                        break
            if not preempted:
                for t3 in to_remove:
                    filtered.remove(t3)
                filtered.append(t1)
        return filtered

    def qt_sorted(self, enabled):
        import functools

        def depth_below(s, ancestor):
            d = 0
            while s is not None and s is not ancestor:
                d += 1
                s = s.parent
            return d

        def compare(t1, t2):
            s1, s2 = t1.source, t2.source
            if s1 is s2:
                return -1 if t1.order < t2.order else (1 if t1.order > t2.order else 0)
            if self.is_descendant(s1, s2):
                return -1
            if self.is_descendant(s2, s1):
                return 1
            lcca = self.find_lcca([s1, s2])
            d1, d2 = depth_below(s1, lcca), depth_below(s2, lcca)
            if d1 == d2:
                return -1 if s1.order < s2.order else 1
            return -1 if d1 > d2 else 1

        return sorted(enabled, key=functools.cmp_to_key(compare))

    def microstep(self, enabled):
        self.exit_states(enabled)
        self.enter_states(enabled)

    def compute_exit_set(self, transitions):
        out = []
        for t in transitions:
            if t.targets:
                domain = self.get_transition_domain(t)
                for s in self.configuration:
                    if self.is_descendant(s, domain) and s not in out:
                        out.append(s)
        return out

    def exit_states(self, enabled):
        to_exit = sorted(self.compute_exit_set(enabled), key=lambda s: -s.order)
        for s in to_exit:
            for h in s.children:
                if h.kind != "history":
                    continue
                if h.deep:
                    value = [s0 for s0 in self.configuration if self.is_atomic(s0) and self.is_descendant(s0, s)]
                else:
                    value = [s0 for s0 in self.configuration if s0.parent is s]
                self.history[h.id] = value
        for s in to_exit:
            self.configuration.remove(s)

    def enter_states(self, enabled, domain_of_initial=None):
        to_enter, default_entry = [], []
        self.compute_entry_set(enabled, to_enter, default_entry, domain_of_initial)
        entered = sorted(to_enter, key=lambda s: s.order)
        if self.done_after_microstep:
            self.configuration.extend(s for s in entered if s not in self.configuration)
        for s in entered:
            # An ordered set: a state entered again (a history's value can bring back an
            # ancestor that stayed active) is there once.
            if not self.done_after_microstep and s not in self.configuration:
                self.configuration.append(s)
            if s.kind == "final":
                if s.parent.kind == "scxml":
                    self.running = False
                else:
                    parent, grandparent = s.parent, s.parent.parent
                    self.internal.append("done.state." + parent.id)
                    if grandparent is not None and grandparent.kind == "parallel":
                        if all(self.is_in_final_state(c) for c in Chart.child_states(grandparent)):
                            self.internal.append("done.state." + grandparent.id)

    def compute_entry_set(self, transitions, to_enter, default_entry, domain_of_initial=None):
        for t in transitions:
            for s in t.targets:
                self.add_descendant_states_to_enter(s, to_enter, default_entry)
            ancestor = domain_of_initial if domain_of_initial is not None else self.get_transition_domain(t)
            for s in self.get_effective_target_states(t):
                self.add_ancestor_states_to_enter(s, ancestor, to_enter, default_entry)

    def add_descendant_states_to_enter(self, state, to_enter, default_entry):
        if state.kind == "history":
            if state.id in self.history:
                targets = self.history[state.id]
            elif state.default is not None:
                targets = state.default.targets
            else:
                # No default transition (not conformant: W3C wants one): the parent's initial
                # states, as Qt does.
                targets = state.parent.initial or []
            for s in targets:
                self.add_descendant_states_to_enter(s, to_enter, default_entry)
            for s in targets:
                self.add_ancestor_states_to_enter(s, state.parent, to_enter, default_entry)
            return
        if state not in to_enter:
            to_enter.append(state)
        if self.is_compound(state):
            default_entry.append(state)
            for s in state.initial:
                self.add_descendant_states_to_enter(s, to_enter, default_entry)
            for s in state.initial:
                self.add_ancestor_states_to_enter(s, state, to_enter, default_entry)
        elif state.kind == "parallel":
            for child in Chart.child_states(state):
                if not any(self.is_descendant(s, child) or s is child for s in to_enter):
                    self.add_descendant_states_to_enter(child, to_enter, default_entry)

    def add_ancestor_states_to_enter(self, state, ancestor, to_enter, default_entry):
        for anc in self.proper_ancestors(state, ancestor):
            if anc.kind == "scxml":
                continue
            if anc not in to_enter:
                to_enter.append(anc)
            if anc.kind == "parallel":
                for child in Chart.child_states(anc):
                    if not any(self.is_descendant(s, child) or s is child for s in to_enter):
                        self.add_descendant_states_to_enter(child, to_enter, default_entry)

    def get_effective_target_states(self, t):
        out = []
        for s in t.targets:
            if s.kind == "history":
                if s.id in self.history:
                    more = self.history[s.id]
                elif s.default is not None:
                    more = self.get_effective_target_states(s.default)
                else:
                    more = s.parent.initial or []
                for x in more:
                    if x not in out:
                        out.append(x)
            elif s not in out:
                out.append(s)
        return out

    def get_transition_domain(self, t):
        targets = self.get_effective_target_states(t)
        if not targets:
            return None
        if t.internal and self.is_compound(t.source) and all(self.is_descendant(s, t.source) for s in targets):
            return t.source
        if self.parallel_domain:
            for anc in self.proper_ancestors(t.source, None):
                if all(self.is_descendant(s, anc) for s in targets):
                    return anc
        return self.find_lcca([t.source] + targets)

    def find_lcca(self, states):
        head, tail = states[0], states[1:]
        for anc in self.proper_ancestors(head, None):
            if anc.kind == "scxml" or self.is_compound(anc):
                if all(self.is_descendant(s, anc) for s in tail):
                    return anc
        return self.chart.root


def replay(chart, events, **variant):
    """[atoms, running, settled] after the initial step and after each event (settled False:
    the step never ends; nothing after it)."""
    machine = Interpreter(chart, **variant)
    out = []
    try:
        machine.start()
        out.append([machine.atoms(), machine.running, True])
        for e in events:
            machine.send(e)
            out.append([machine.atoms(), machine.running, True])
    except Never:
        out.append([machine.atoms(), machine.running, False])
    return out


def static_loop(chart):
    """The first atomic state (document order) from which, entered alone (its ancestors and
    the other regions by default), eventless transitions and done events never settle; None
    when there is none. Reachable or not."""
    for s in chart.order:
        if not Interpreter.is_atomic(s) or s.kind == "history":
            continue
        machine = Interpreter(chart)
        machine.enter_states([Transition(chart.root, None, [s], False, -1)], domain_of_initial=chart.root)
        try:
            machine.macrostep()
        except Never:
            return s.id
    return None


def state_key(machine):
    return (tuple(sorted(s.order for s in machine.configuration)), machine.running,
            tuple(sorted((h, tuple(sorted(s.order for s in v))) for h, v in machine.history.items())))


def explore(chart, events, limit=5000, **variant):
    """Breadth-first over every reachable configuration (history memory included). Returns
    (path, complete, paths): the event path of the first step that never settles (None when
    every step settles), whether the search covered everything (`limit` configurations), and
    a shortest event path to each configuration reached."""
    import copy

    start = Interpreter(chart, **variant)
    try:
        start.start()
    except Never:
        return [], True, []
    frontier = [(start, [])]
    seen = {state_key(start)}
    paths = [[]]
    while frontier:
        machine, path = frontier.pop(0)
        if not machine.running:
            continue
        for e in events:
            m = copy.copy(machine)
            m.configuration = list(machine.configuration)
            m.history = dict(machine.history)
            m.internal = []
            try:
                m.send(e)
            except Never:
                return path + [e], True, paths
            key = state_key(m)
            if key not in seen:
                if len(seen) >= limit:
                    return None, False, paths
                seen.add(key)
                frontier.append((m, path + [e]))
                paths.append(path + [e])
    return None, True, paths
