"""Seeded random SCXML charts for the differential test against Qt's SCXML engine.

A chart has no data model, no executable content and no `cond`: only the structure of states
(`<state>`, `<parallel>`, `<final>`, `<history>`, `<initial>`) and transitions (event
descriptors, targets, `type="internal"`). What the generator aims at:

- nesting: compound states, parallel states (parallel inside parallel too), finals at every
  level (top level, in compound states, in parallel regions);
- done events: transitions on a state or its ancestors waiting for `done.state.ID`;
- shallow and deep `<history>`, with a default transition or (rarely) without one;
- eventless transitions, most of them unable to loop (see `forward_safe`), a few free to;
- transitions across regions and levels, on parallel states themselves, to the own state, to
  ancestors, to descendants, to history states, with several targets in the regions of one
  parallel state, `type="internal"`;
- descriptors: names (some dotted), prefixes (`a` also takes `a.b`), `a.*`, `*`, and lists of
  several descriptors (`a b.c`). Never one ending in a dot (Qt refuses `e.`).

Every compound state names its initial state (attribute or `<initial>` element): Qt reads a
compound state without one differently from the W3C text when a `<history>` comes first.

    python3 generate.py --seed 7 --count 3 --out DIR     # writes DIR/chart-7-0.scxml ...
    python3 generate.py --seed 7 --index 2               # one chart on standard output
"""

import argparse
import os
import random
import sys

# Event names charts draw their alphabet from: some dotted, some the prefix of another.
NAME_POOL = ["a", "b", "c", "d", "a.b", "a.c", "b.c", "a.b.c", "c.d", "d.e"]


class Node:
    def __init__(self, kind, ident, parent):
        self.kind = kind  # "scxml", "state", "parallel", "final", "history"
        self.id = ident
        self.parent = parent
        self.children = []
        self.transitions = []  # Transition list (states and parallel states)
        self.initial = None  # ids of the default initial states (compound states, scxml)
        self.initial_element = False  # written as <initial><transition/></initial>
        self.deep = False  # history type
        self.default = None  # history's default targets (None: no default transition)
        self.pre = 0  # preorder index
        self.end = 0  # last preorder index in the subtree

    def states(self):
        """The children that are states (history pseudo-states left out)."""
        return [c for c in self.children if c.kind != "history"]

    def is_compound(self):
        return self.kind == "state" and bool(self.states())

    def ancestors(self):
        node, out = self.parent, []
        while node is not None:
            out.append(node)
            node = node.parent
        return out

    def contains(self, other):
        """Whether `other` lies in this node's subtree (itself included)."""
        return self.pre <= other.pre <= self.end


class Transition:
    def __init__(self, event, targets, internal):
        self.event = event  # descriptor string or None (eventless)
        self.targets = targets  # list of Node or None (targetless)
        self.internal = internal


class Generator:
    def __init__(self, rng):
        self.rng = rng
        self.nodes = []
        self.counter = 0

    def new(self, kind, parent):
        self.counter += 1
        prefix = {"state": "s", "parallel": "p", "final": "f", "history": "h"}[kind]
        node = Node(kind, f"{prefix}{self.counter}", parent)
        parent.children.append(node)
        self.nodes.append(node)
        return node

    # MARK: Structure

    def build_tree(self, size):
        rng = self.rng
        root = Node("scxml", None, None)
        self.root = root
        self.new("state", root)
        while len(self.nodes) < size:
            containers = [root] + [n for n in self.nodes if n.kind in ("state", "parallel")]
            # Favour states that already have children a little, so that some nesting is deep.
            weights = [1.2 if c.kind == "scxml" else 0.3 if c.kind == "parallel" else 1.0 + 0.6 * len(c.states())
                       for c in containers]
            parent = rng.choices(containers, weights)[0]
            r = rng.random()
            if parent.kind == "parallel":
                kind = "parallel" if r < 0.15 else "state"
            elif r < 0.15:
                kind = "parallel"
            elif r < 0.32:
                kind = "final"
            else:
                kind = "state"
            child = self.new(kind, parent)
            if kind == "parallel":
                for _ in range(2 if rng.random() < 0.75 else 3):
                    self.new("state", child)
        # A parallel state has at least two regions; a top-level chart at least one state
        # that is not final (else nothing happens).
        for node in list(self.nodes):
            if node.kind == "parallel":
                while len(node.states()) < 2:
                    self.new("state", node)
        if all(c.kind == "final" for c in root.children):
            self.new("state", root)
        # History pseudo-states: in compound states, now and then in a parallel state.
        for node in list(self.nodes):
            if (node.is_compound() and rng.random() < 0.3) or (node.kind == "parallel" and rng.random() < 0.08):
                history = Node("history", None, node)
                self.counter += 1
                history.id = f"h{self.counter}"
                history.deep = rng.random() < 0.5
                node.children.insert(rng.randrange(len(node.children) + 1), history)
                self.nodes.append(history)
        self.number(root, 0)

    def number(self, node, index):
        node.pre = index
        index += 1
        for child in node.children:
            index = self.number(child, index)
        node.end = index - 1
        return index

    def descendants(self, node, states_only=True):
        out = []
        for child in node.children:
            if states_only and child.kind == "history":
                continue
            out.append(child)
            out.extend(self.descendants(child, states_only))
        return out

    def consistent_targets(self, under):
        """Targets below `under` that can be active together: one state, or one state in each
        of some regions of a parallel state below it."""
        rng = self.rng
        candidates = self.descendants(under)
        parallels = [p for p in [under] + candidates if p.kind == "parallel"]
        if parallels and rng.random() < 0.2:
            p = rng.choice(parallels)
            regions = rng.sample(p.states(), 2)
            return [rng.choice([r] + self.descendants(r)) for r in regions]
        return [rng.choice(candidates)]

    def choose_initials(self):
        rng = self.rng
        for node in [self.root] + self.nodes:
            if node.kind == "scxml":
                # Never a top-level final first: the machine would stop before any event.
                first = [c for c in node.states() if c.kind != "final"]
                if rng.random() < 0.85 or node.states()[0].kind == "final":
                    node.initial = [rng.choice(first)]
                    if rng.random() < 0.3:
                        deeper = [t for t in self.consistent_targets(node) if not t.kind == "final" or t.parent is not node]
                        node.initial = deeper or node.initial
                continue
            if not node.is_compound():
                continue
            r = rng.random()
            if r < 0.65:
                node.initial = [rng.choice(node.states())]
            else:
                node.initial = self.consistent_targets(node)
            node.initial_element = rng.random() < 0.3
        for node in self.nodes:
            # Rarely none: W3C wants a default transition (we refuse a chart without one; Qt
            # enters the parent's initial state, and can hang or crash on such charts).
            if node.kind == "history" and rng.random() < 0.97:
                parent = node.parent
                if not node.deep or rng.random() < 0.5:
                    if parent.kind == "parallel":
                        node.default = list(parent.states())
                    else:
                        node.default = [rng.choice(parent.states())]
                else:
                    node.default = self.consistent_targets(parent)

    # MARK: Transitions

    def forward_safe(self, source, targets):
        """Whether taking a transition from `source` to `targets` cannot start a loop of
        eventless transitions and done events: every target lies after the source's subtree
        in document order, is a state (not a history), and no parallel state holds both (the
        transition would leave and enter the whole parallel state, its source's region
        included). Each such step then moves the active child of the compound domain to a
        later sibling, so steps made of them end."""
        if not targets:
            return True
        for t in targets:
            if t.kind == "history" or t.pre <= source.end:
                return False
            shared = [a for a in source.ancestors() if a.contains(t)]
            for a in shared:
                if a.kind == "parallel":
                    return False
                if a.kind in ("state", "scxml"):
                    break
        return True

    def pick_targets(self, source):
        rng = self.rng
        states = [n for n in self.nodes if n.kind != "history"]
        histories = [n for n in self.nodes if n.kind == "history"]
        parallels = [n for n in self.nodes if n.kind == "parallel"]
        r = rng.random()
        if r < 0.08:
            return None
        if r < 0.18 and parallels:
            p = rng.choice(parallels)
            regions = rng.sample(p.states(), 2)
            picked = []
            for region in regions:
                inside = [region] + self.descendants(region, states_only=False)
                picked.append(rng.choice(inside))
            if all(t.kind == "history" for t in picked) or not self.legal_set(picked):
                picked = [t for t in picked if t.kind != "history"][:1] or [region]
            return picked
        r = rng.random()
        parent = source.parent
        if r < 0.12 and parent.kind != "scxml":
            return [rng.choice(parent.states())]
        if r < 0.17:
            return [source]
        if r < 0.23 and parent.kind != "scxml":
            return [rng.choice([a for a in source.ancestors() if a.kind != "scxml"])]
        if r < 0.29 and self.descendants(source):
            return [rng.choice(self.descendants(source, states_only=False))]
        if r < 0.37 and histories:
            return [rng.choice(histories)]
        if r < 0.47:
            # Another region of a parallel state the source lies in.
            enclosing = [a for a in source.ancestors() if a.kind == "parallel"]
            if enclosing:
                p = rng.choice(enclosing)
                others = [reg for reg in p.states() if not reg.contains(source)]
                region = rng.choice(others)
                return [rng.choice([region] + self.descendants(region))]
        return [rng.choice(states)]

    def legal_set(self, targets):
        for i, a in enumerate(targets):
            for b in targets[i + 1:]:
                if a.contains(b) or b.contains(a):
                    return False
        return True

    def pick_event(self, source, tokens):
        rng = self.rng
        r = rng.random()
        # Eventless transitions, mostly on atomic states (on an ancestor, one fires as soon
        # as the machine is anywhere below it).
        if r < 0.12:
            if rng.random() < (0.85 if not source.states() else 0.2):
                return None
            r = 0.12 + rng.random() * 0.88
        if r < 0.24:
            # Mostly the source's own or a descendant's done event; now and then another
            # state's (a second done event for a state already left then shows).
            scope = [source] + self.descendants(source) if rng.random() < 0.65 else self.nodes
            done_able = [n for n in scope
                         if n.kind == "parallel" or (n.is_compound() and any(c.kind == "final" for c in n.children))]
            if done_able:
                if rng.random() < 0.06:
                    return rng.choice(["done", "done.state"])
                return "done.state." + rng.choice(done_able).id
        if r < 0.29:
            return "*"
        if r < 0.33:
            return rng.choice([t for t in tokens if "." in t] or tokens).split(".")[0] + ".*"
        if r < 0.43:
            return " ".join(rng.sample(tokens, min(len(tokens), rng.choice([2, 2, 3]))))
        return rng.choice(tokens)

    def add_transitions(self, alphabet):
        rng = self.rng
        tokens = list(alphabet)
        for name in alphabet:
            parts = name.split(".")
            for k in range(1, len(parts)):
                prefix = ".".join(parts[:k])
                if prefix not in tokens and rng.random() < 0.5:
                    tokens.append(prefix)
        for node in self.nodes:
            if node.kind not in ("state", "parallel"):
                continue
            atomic = not node.states()
            for _ in range(rng.choice([1, 1, 2, 2, 3] if atomic else [0, 1, 1, 2])):
                event = self.pick_event(node, tokens)
                targets = self.pick_targets(node)
                # Eventless transitions and those done events (or `*`) can take are kept
                # from looping, most of the time.
                loop_prone = event is None or event.startswith("done") or event == "*"
                strict = {None: 0.95, "*": 0.75}.get(event, 0.9)
                if loop_prone and rng.random() < strict:
                    for _ in range(20):
                        if targets is not None and self.forward_safe(node, targets):
                            break
                        targets = self.pick_targets(node)
                    else:
                        later = [n for n in self.nodes if n.kind != "history" and self.forward_safe(node, [n])]
                        if not later:
                            event = rng.choice(tokens)
                            targets = self.pick_targets(node)
                        else:
                            targets = [rng.choice(later)]
                if event is None and targets is None:
                    targets = [node.parent] if node.parent.kind != "scxml" else [node]
                    if rng.random() < 0.9:
                        event = rng.choice(tokens)
                internal = rng.random() < 0.15
                node.transitions.append(Transition(event, targets, internal))
        # Every alphabet name is the descriptor of some transition (the events the oracle sends
        # are the descriptors the chart names).
        if rng.random() < 0.4:
            self.add_done_race(tokens)
        named = {tok for n in self.nodes for t in n.transitions if t.event for tok in t.event.split()}
        hosts = [n for n in self.nodes if n.kind in ("state", "parallel")]
        for name in alphabet:
            if name not in named:
                host = rng.choice(hosts)
                host.transitions.append(Transition(name, self.pick_targets(host), False))

    def add_done_race(self, tokens):
        """Two regions of a parallel state finishing in one microstep, and the parallel state's
        done event handled twice differently (once by the parallel state, once more where it
        leads): W3C raises the done event once (enterStates checks each final state against
        the configuration as it grows in entry order)."""
        rng = self.rng
        parallels = [p for p in self.nodes if p.kind == "parallel" and p.parent.kind != "scxml"
                     and len([s for s in p.parent.states() if s is not p]) > 0]
        if not parallels:
            return
        p = rng.choice(parallels)
        finals = []
        for region in p.states():
            if region.kind != "state":
                continue
            final = next((c for c in region.children if c.kind == "final"), None)
            if final is None:
                final = Node("final", None, region)
                self.counter += 1
                final.id = f"f{self.counter}"
                region.children.append(final)
                self.nodes.append(final)
                if region.initial is None:
                    others = [c for c in region.states() if c is not final]
                    region.initial = [others[0] if others else final]
            finals.append(final)
        if len(finals) < 2 or len(finals) < len(p.states()):
            return
        others = [s for s in p.parent.states() if s is not p and s.kind != "final"]
        if not others:
            return
        q = rng.choice(others)
        p.transitions.append(Transition(rng.choice(tokens), finals, False))
        p.transitions.append(Transition("done.state." + p.id, [q], False))
        r = rng.choice([s for s in self.nodes if s.kind != "history" and s is not q])
        q.transitions.insert(0, Transition("done.state." + p.id, [r], False))
        self.number(self.root, 0)

    # MARK: Output

    def write(self, seed, index):
        lines = ['<?xml version="1.0" encoding="UTF-8"?>',
                 f"<!-- chart-oracle seed {seed} index {index} -->"]
        root = self.root
        attrs = ' initial="%s"' % " ".join(t.id for t in root.initial) if root.initial else ""
        lines.append(f'<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0"{attrs}>')
        for child in root.children:
            self.write_node(child, 1, lines)
        lines.append("</scxml>")
        return "\n".join(lines) + "\n"

    def write_node(self, node, depth, lines):
        pad = "  " * depth
        if node.kind == "history":
            kind = "deep" if node.deep else "shallow"
            if node.default is None:
                lines.append(f'{pad}<history id="{node.id}" type="{kind}"/>')
            else:
                lines.append(f'{pad}<history id="{node.id}" type="{kind}">')
                lines.append(f'{pad}  <transition target="{" ".join(t.id for t in node.default)}"/>')
                lines.append(f"{pad}</history>")
            return
        attrs = f' id="{node.id}"'
        if node.initial and not node.initial_element:
            attrs += ' initial="%s"' % " ".join(t.id for t in node.initial)
        body = []
        if node.initial and node.initial_element:
            body.append(f'{pad}  <initial><transition target="{" ".join(t.id for t in node.initial)}"/></initial>')
        for t in node.transitions:
            a = ""
            if t.event is not None:
                a += f' event="{t.event}"'
            if t.targets is not None:
                a += f' target="{" ".join(x.id for x in t.targets)}"'
            if t.internal:
                a += ' type="internal"'
            body.append(f"{pad}  <transition{a}/>")
        for child in node.children:
            self.write_node(child, depth + 1, body)
        if body:
            lines.append(f"{pad}<{node.kind}{attrs}>")
            lines.extend(body)
            lines.append(f"{pad}</{node.kind}>")
        else:
            lines.append(f"{pad}<{node.kind}{attrs}/>")


def chart(seed, index):
    """The chart numbered `index` of the run seeded `seed`, as SCXML text (the same text for
    the same pair on every machine)."""
    rng = random.Random(f"chart-oracle/{seed}/{index}")
    gen = Generator(rng)
    gen.build_tree(rng.randint(5, 25))
    gen.choose_initials()
    alphabet = rng.sample(NAME_POOL, rng.randint(3, 5))
    gen.add_transitions(alphabet)
    return gen.write(seed, index)


def main():
    parser = argparse.ArgumentParser(description="Writes seeded random SCXML charts.")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=1)
    parser.add_argument("--index", type=int, help="print only this chart on standard output")
    parser.add_argument("--out", help="directory to write chart-SEED-INDEX.scxml files to")
    args = parser.parse_args()
    if args.index is not None:
        sys.stdout.write(chart(args.seed, args.index))
        return
    if not args.out:
        parser.error("--out DIR, or --index N")
    os.makedirs(args.out, exist_ok=True)
    for i in range(args.count):
        with open(os.path.join(args.out, f"chart-{args.seed}-{i}.scxml"), "w") as f:
            f.write(chart(args.seed, i))


if __name__ == "__main__":
    main()
