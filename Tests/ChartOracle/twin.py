"""XState v5 twins of generated SCXML charts, and their comparison with our reading of the SCXML.

For a chart where XState v5 can say the same thing, `translate` writes a machine config (YAML,
the subset vsm-inspect reads) whose every state has the SCXML id as its key and its `id`, and
whose transitions target `#id`. `compare` explores the twin with `vsm-inspect check --graph`
and walks both graphs together from their initial configurations: each pair of configurations
must have the same atomic states (the last component of each part of a configuration name) and
the same final flag, and every event must lead both to such a pair again (no move: the
configuration stays). Where the two dialects give a construct different meanings and no
faithful translation exists, the chart is skipped, and the reason counted.

What the translation does with each rule where the dialects differ (README.md):

- Transition kind. SCXML is external unless `type="internal"` on a compound source whose
  targets are all proper descendants; XState v5 stays in the source when the targets lie within
  it unless `reenter: true`. An external SCXML transition with targets gets `reenter: true`, an
  internal one (where SCXML's rule applies) none. An internal transition to a history whose
  parent is a proper ancestor of the source is skipped: the history may resolve to the source
  itself (XState: stays in it; SCXML: leaves it).
- Descriptors. SCXML picks, per state, the first transition in document order whose
  descriptor matches (`a` matches `a.b`, `*` everything); XState v5 tries exact names, then
  `e.*`, then `*`. The chart has no guards, so per state and event one transition is taken: the
  twin gets one exact key per event of the alphabet (the SCXML graph's actions), mapped to the
  transition SCXML takes, and `*` mapped to the first `*` transition (only events no key names
  reach it). Eventless transitions: the first one (the others are never taken).
- Done events. `done.state.X` taken by X itself becomes X's `onDone`. XState v5 has no handler
  for X's done event on another state but `*`, so a state other than X whose first match for
  `done.state.X` is not its first `*` transition is left out of the twin when the W3C reference,
  exploring every reachable configuration (history memory included), never finds that
  transition for the internal event `done.state.X` (`never_found`), or X can never finish (no
  final child; a parallel state with a region that cannot); else the chart is skipped
  (`done-handler-elsewhere`). XState v5 also raises done events up through nested parallel
  states (SCXML: the parent and a parallel grandparent only): a chart where a transition
  matches the done event of a parallel state with a parallel region (that can finish) is
  skipped (`nested-parallel-done`); else the extra events are taken by nothing.
- Initial states. XState v5's `initial` names a child. A deeper or several-target SCXML
  initial becomes the child above the targets when entering that child by default enters
  exactly them (`default_child`), else the chart is skipped (`deep-initial`). A history default
  must be one state (our reader takes one target below the parent; the same reduction applies):
  else the chart is skipped (`history-default-several`), and so
  does a history in a parallel state (`history-in-parallel`: a transition inside the parallel
  state has it as XState's domain, which is not exited, so its history is not recorded where
  SCXML records it).
- Domains. XState v5's is the least common ancestor of any type (a parallel domain's regions
  are entered again by default), SCXML's the least common compound ancestor. They exit and
  enter the same states unless the XState domain is a parallel state directly inside another
  parallel state: SCXML then also leaves the outer one's other regions and enters them by
  default. Charts with such a transition (over every state a history target may resolve to)
  are skipped (`nested-parallel-domain`). Conflicts, entry, exit and deep history are the same
  algorithm in both.
"""

import collections
import json
import os
import subprocess
import time

import reference

SKIP_REASONS = {
    "scxml-refused": "we refuse the SCXML chart (nothing to compare)",
    "deep-initial": "an initial state below a child, or several initial targets",
    "history-default-several": "a history default with several targets",
    "history-in-parallel": "a history pseudo-state in a parallel state",
    "done-handler-elsewhere": "done.state.X taken by a state other than X (XState v5 has only X's onDone)",
    "nested-parallel-done": "a transition waits for the done event of a parallel state with a parallel region",
    "internal-via-ancestor-history": "an internal transition to the history of the source's ancestor",
    "nested-parallel-domain": "a transition whose XState domain is a parallel state directly inside a parallel state",
}

DISAGREEMENTS = {
    "xstate-initial": "the twin's initial configuration differs",
    "xstate-configuration": "an event leads the twin to other atomic states",
    "xstate-done": "one side stopped at a top-level final, the other did not",
    "xstate-nondeterministic": "several outcomes for one step",
    "xstate-refuses": "vsm-inspect refuses the twin",
    "xstate-crash": "vsm-inspect failed on the twin",
}


class Skip(Exception):
    pass


def is_compound(s):
    return s.kind in ("state", "scxml") and bool(reference.Chart.child_states(s))


def proper_ancestor(a, s):
    """Whether `a` is a proper ancestor of `s`."""
    return reference.Interpreter.is_descendant(s, a)


def can_finish(s):
    kids = reference.Chart.child_states(s)
    if s.kind == "parallel":
        return all(can_finish(k) for k in kids)
    return any(k.kind == "final" for k in kids)


def matches(descriptors, name):
    for d in descriptors:
        if d == "*":
            return True
        d = d[:-2] if d.endswith(".*") else d
        if name == d or name.startswith(d + "."):
            return True
    return False


def first_match(node, name):
    return next((t for t in node.transitions if t.events is not None and matches(t.events, name)), None)


def first_star(node):
    return next((t for t in node.transitions if t.events is not None and "*" in t.events), None)


def quote(text):
    return "'" + text.replace("'", "''") + "'"


def translate(chart, actions):
    """(YAML text, None) or (None, skip reason). `chart`: a reference.Chart; `actions`: the
    event names of our SCXML graph (`*` left out)."""
    try:
        return write(chart, actions), None
    except Skip as skip:
        return None, str(skip)


def check(chart, actions):
    states = [s for s in chart.order if s.kind in ("state", "parallel", "final", "history")]
    for s in [chart.root] + states:
        if s.initial and default_child(s, s.initial) is None:
            raise Skip("deep-initial")
        if s.kind == "history":
            if s.parent.kind == "parallel":
                raise Skip("history-in-parallel")
            if s.default is not None and len(s.default.targets) != 1 and default_child(s.parent, s.default.targets) is None:
                raise Skip("history-default-several")
    for q in states:
        if q.kind == "parallel" and any(k.kind == "parallel" for k in q.children) and can_finish(q):
            name = "done.state." + q.id
            if any(first_match(n, name) for n in states if n.kind in ("state", "parallel")):
                raise Skip("nested-parallel-done")
    for n in states:
        for t in n.transitions if n.kind in ("state", "parallel") else []:
            if t.targets and not internal_applies(t):
                for domain in possible_domains(t, states):
                    if domain.kind == "parallel" and domain.parent is not None and domain.parent.kind == "parallel":
                        raise Skip("nested-parallel-domain")
    # XState consults a parallel state's own transitions (and its ancestors') only when no
    # region selects one for the event (`transitionParallelNode`); SCXML takes both where they
    # do not conflict, which only a region's targetless handler does not (any other exits
    # something the outer transition exits too). Left out wherever a targetless handler below a
    # parallel state and a targeted one at or above it handle one name.
    names = list(actions) + ["done.state." + x.id for x in states if x.kind in ("state", "parallel") and can_finish(x)]
    for q in states:
        if q.kind != "parallel":
            continue
        above, node = [], q
        while node is not None and node.kind in ("state", "parallel"):
            above += [t for t in node.transitions if t.events is not None and t.targets]
            node = node.parent
        below = [t for n in states if n.kind in ("state", "parallel") and proper_ancestor(q, n)
                 for t in n.transitions if t.events is not None and not t.targets]
        if any(any(matches(t.events, name) for t in above) and any(matches(t.events, name) for t in below)
               for name in names):
            raise Skip("parallel-handler-and-region")
    elsewhere = set()
    for n in states:
        if n.kind not in ("state", "parallel"):
            continue
        for t in n.transitions:
            if t.internal and n.kind == "state" and is_compound(n):
                for target in t.targets:
                    if target.kind == "history" and proper_ancestor(target.parent, n):
                        raise Skip("internal-via-ancestor-history")
        for x in states:
            if x is n or x.kind not in ("state", "parallel") or not can_finish(x):
                continue
            chosen = first_match(n, "done.state." + x.id)
            if chosen is not None and chosen is not first_star(n):
                elsewhere.add((n.id, "done.state." + x.id))
    if elsewhere and not never_found(chart, actions, elsewhere):
        raise Skip("done-handler-elsewhere")


class Recorder(reference.Interpreter):
    """The W3C reference, noting for each internal event which states' transitions
    `selectTransitions` finds (before conflicts are removed)."""

    found = None

    def send(self, name):
        if not self.running:
            return
        enabled = reference.Interpreter.select_transitions(self, name)
        if enabled:
            self.microstep(enabled)
        self.macrostep()

    def select_transitions(self, event):
        if event is None:
            return reference.Interpreter.select_transitions(self, event)
        enabled = []
        atomic = sorted((s for s in self.configuration if self.is_atomic(s)), key=lambda s: s.order)
        for state in atomic:
            found = None
            for s in [state] + self.proper_ancestors(state, None):
                found = next((t for t in s.transitions if t.events is not None and self.name_match(t.events, event)), None)
                if found:
                    break
            if found:
                self.found.add((found.source.id, event))
                if found not in enabled:
                    enabled.append(found)
        return self.remove_conflicting_transitions(enabled)


def never_found(chart, actions, pairs, limit=5000):
    """Whether no reachable step (W3C reference, every configuration and history memory) finds
    a transition of state N for the internal event E, for each (N, E) of `pairs`: then leaving
    those handlers out of the twin changes nothing. False when the search is cut short."""
    import copy

    events = list(actions) + ["zz.unnamed"]
    found = set()
    machine = Recorder(chart)
    machine.found = found
    try:
        machine.start()
        frontier = [machine]
        seen = {reference.state_key(machine)}
        while frontier:
            machine = frontier.pop(0)
            if not machine.running:
                continue
            for e in events:
                m = copy.copy(machine)
                m.configuration = list(machine.configuration)
                m.history = dict(machine.history)
                m.internal = []
                m.send(e)
                if found & pairs:
                    return False
                key = reference.state_key(m)
                if key not in seen:
                    if len(seen) >= limit:
                        return False
                    seen.add(key)
                    frontier.append(m)
    except reference.Never:
        return False
    return not (found & pairs)


def default_child(parent, targets):
    """The child of `parent` whose default entry enters exactly `targets` (SCXML: the targets,
    their ancestors below `parent`, and the default children of parallel states on the way),
    or None. A child target is itself; a deeper target is one when every compound state on
    the way down names the next one as its (only) initial state."""
    tops = set()
    for target in targets:
        walk = target
        while walk.parent is not parent:
            if walk.parent is None:
                return None
            walk = walk.parent
        tops.add(walk)
    if len(tops) != 1:
        return None
    top = tops.pop()
    for target in targets:
        walk = target
        while walk is not top:
            up = walk.parent
            if up.kind != "parallel" and (not up.initial or len(up.initial) != 1 or up.initial[0] is not walk):
                return None
            walk = up
    if len(targets) > 1:
        # Several targets: each lies in its own region of a parallel state on the way.
        for i, a in enumerate(targets):
            for b in targets[i + 1:]:
                if a is b or proper_ancestor(a, b) or proper_ancestor(b, a):
                    return None
    return top


def xstate_lca(nodes):
    """XState v5 `findLeastCommonAncestor`: the first proper ancestor of the first node that has
    every other node as a proper descendant."""
    head, tail = nodes[0], nodes[1:]
    walk = head.parent
    while walk is not None:
        if all(proper_ancestor(walk, x) for x in tail):
            return walk
        walk = walk.parent
    return None


def possible_domains(t, states, cap=2000):
    """XState v5's domains of a re-entering transition over the targets a history may resolve
    to. SCXML's domain is the nearest compound ancestor at or above it: the two exit and enter
    the same states unless a parallel state lies between them, whose other regions SCXML leaves
    and enters by default and XState keeps. A history target stands for its parent when the
    source lies outside the parent (the domain is then the same for every state it resolves
    to), else for every state below its parent."""
    import itertools

    choices = []
    for target in t.targets:
        if target.kind != "history":
            choices.append([target])
            continue
        parent = target.parent
        if t.source is parent or proper_ancestor(parent, t.source):
            choices.append([x for x in states if x.kind != "history" and proper_ancestor(parent, x)])
        else:
            choices.append([parent])
    count = 1
    for c in choices:
        count *= len(c)
    if count > cap:
        # Too many to try: taken as one that may differ.
        raise Skip("nested-parallel-domain")
    out = set()
    for combination in itertools.product(*choices):
        domain = xstate_lca(list(combination) + [t.source])
        if domain is not None:
            out.add(domain)
    return out


def internal_applies(t):
    """SCXML's internal rule: type="internal", compound source, every target a proper
    descendant of it (a history counts as its parent's descendants)."""
    s = t.source
    if not t.internal or not is_compound(s) or not t.targets:
        return False
    for target in t.targets:
        inside = target.parent if target.kind == "history" else target
        if target.kind == "history":
            if not (inside is s or proper_ancestor(s, inside)):
                return False
        elif not proper_ancestor(s, target):
            return False
    return True


def transition_text(t):
    if not t.targets:
        return "{ target: null }"
    ids = [quote("#" + x.id) for x in t.targets]
    target = ids[0] if len(ids) == 1 else "[" + ", ".join(ids) + "]"
    return "{ target: " + target + ("" if internal_applies(t) else ", reenter: true") + " }"


def write(chart, actions):
    check(chart, actions)
    lines = ["# XState v5 twin of an SCXML chart (Tests/ChartOracle/twin.py)", "id: twin"]
    root = chart.root
    lines.append("initial: " + quote(default_child(root, root.initial).id))
    lines.append("states:")
    for child in root.children:
        write_node(child, 1, lines, actions)
    return "\n".join(lines) + "\n"


def write_node(node, depth, lines, actions):
    pad = "  " * depth
    lines.append(f"{pad}{quote(node.id)}:")
    pad += "  "
    lines.append(f"{pad}id: {quote(node.id)}")
    if node.kind == "final":
        lines.append(f"{pad}type: final")
        return
    if node.kind == "history":
        lines.append(f"{pad}type: history")
        lines.append(f"{pad}history: {'deep' if node.deep else 'shallow'}")
        if node.default is not None:
            targets = node.default.targets
            target = targets[0] if len(targets) == 1 else default_child(node.parent, targets)
            path, walk = [], target
            while walk is not node.parent:
                path.append(walk.id)
                walk = walk.parent
            lines.append(f"{pad}target: {quote('.'.join(reversed(path)))}")
        return
    if node.kind == "parallel":
        lines.append(f"{pad}type: parallel")
    elif node.initial:
        lines.append(f"{pad}initial: {quote(default_child(node, node.initial).id)}")
    on = []
    for name in actions:
        chosen = first_match(node, name)
        if chosen is not None:
            on.append((name, chosen))
    star = first_star(node)
    if star is not None:
        on.append(("*", star))
    if on:
        lines.append(f"{pad}on:")
        for name, t in on:
            lines.append(f"{pad}  {quote(name)}: {transition_text(t)}")
    eventless = next((t for t in node.transitions if t.events is None), None)
    if eventless is not None:
        lines.append(f"{pad}always: {transition_text(eventless)}")
    done = first_match(node, "done.state." + node.id) if node.kind in ("state", "parallel") else None
    if done is not None and reference.Chart.child_states(node):
        lines.append(f"{pad}onDone: {transition_text(done)}")
    children = [c for c in node.children]
    if children:
        lines.append(f"{pad}states:")
        for child in children:
            write_node(child, depth + 2, lines, actions)


# MARK: Comparison

class Outcome:
    """A comparison's result: its kind, and whether that kind is a disagreement (of those
    in `disagreeing`)."""
    disagreeing = DISAGREEMENTS

    def __init__(self, kind, detail="", configurations=0, steps=0):
        self.kind = kind
        self.detail = detail
        self.configurations = configurations
        self.steps = steps

    @property
    def disagrees(self):
        return self.kind in self.disagreeing


def atoms_of(name):
    name = name.split(" [h: ", 1)[0]
    return sorted(part.rsplit(".", 1)[-1] for part in name.split(" + "))


def run(binary, path):
    """(graph, None), (None, refusal) or raises RuntimeError."""
    for attempt in range(20):
        try:
            proc = subprocess.run([binary, "check", path, "--format", "json", "--graph"],
                                  capture_output=True, timeout=300)
        except subprocess.TimeoutExpired:
            raise RuntimeError("no answer in 300 s")
        except OSError:
            time.sleep(3)
            continue
        if proc.returncode in (0, 1):
            try:
                report = json.loads(proc.stdout)
                return report["machines"][0]["graph"], report["machines"][0].get("dialect")
            except (ValueError, KeyError, IndexError) as error:
                raise RuntimeError(f"unreadable report: {error}")
        if proc.returncode == 2:
            return None, proc.stderr.decode(errors="replace").strip()
        if proc.returncode in (126, 127) or (proc.returncode < 0 and attempt < 2):
            time.sleep(3)
            continue
        raise RuntimeError(f"exit code {proc.returncode}: {proc.stderr.decode(errors='replace').strip()[:500]}")
    raise RuntimeError(f"could not run {binary}")


def index(graph):
    states = {s["id"]: s for s in graph["states"]}
    moves = collections.defaultdict(set)
    for move in graph["moves"]:
        moves[(move["from"], move["action"])].update(move["states"])
    return states, moves


def compare(scxml_graph, yaml_path, binary):
    """Walks the SCXML graph and the twin's together."""
    try:
        graph, note = run(binary, yaml_path)
    except RuntimeError as error:
        return Outcome("xstate-crash", str(error))
    if graph is None:
        return Outcome("xstate-refuses", note.replace(os.path.dirname(os.path.abspath(yaml_path)) + os.sep, ""))
    if note not in (None, "xstate5"):
        return Outcome("xstate-crash", f"the twin was read as {note}")
    a_states, a_moves = index(scxml_graph)
    b_states, b_moves = index(graph)
    actions = list(scxml_graph["actions"])
    if sorted(actions) != sorted(graph["actions"]):
        return Outcome("xstate-configuration", f"events differ: SCXML {sorted(actions)}, twin {sorted(graph['actions'])}")
    if len(scxml_graph["initial"]) != 1 or len(graph["initial"]) != 1:
        return Outcome("xstate-nondeterministic", "several initial configurations")

    def view(states, s):
        return atoms_of(states[s]["name"]), states[s]["final"]

    def show(states, s):
        atoms, final = view(states, s)
        return states[s]["name"] + (" (final)" if final else "")

    start = (scxml_graph["initial"][0], graph["initial"][0])
    if view(a_states, start[0]) != view(b_states, start[1]):
        return Outcome("xstate-initial", f"SCXML: {show(a_states, start[0])}\nXState: {show(b_states, start[1])}")
    paths = {start: []}
    order = [start]
    steps = 0
    for pair in order:
        a, b = pair
        if a_states[a]["final"]:
            continue
        for action in actions:
            na = a_moves.get((a, action), {a})
            nb = b_moves.get((b, action), {b})
            if len(na) != 1 or len(nb) != 1:
                return Outcome("xstate-nondeterministic", f"events: {' '.join(paths[pair] + [action])}",
                               len({p[0] for p in order}), steps)
            steps += 1
            nxt = (next(iter(na)), next(iter(nb)))
            va, vb = view(a_states, nxt[0]), view(b_states, nxt[1])
            if va != vb:
                kind = "xstate-done" if va[0] == vb[0] else "xstate-configuration"
                return Outcome(kind, f"from: {show(a_states, a)}\nevents: {' '.join(paths[pair] + [action])}\n"
                               f"SCXML: {show(a_states, nxt[0])}\nXState: {show(b_states, nxt[1])}",
                               len({p[0] for p in order}), steps)
            if nxt not in paths:
                paths[nxt] = paths[pair] + [action]
                order.append(nxt)
    return Outcome("twin-agree", "", len({p[0] for p in order}), steps)
