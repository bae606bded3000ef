#!/usr/bin/env python3
"""A stand-in for `vsm-inspect check FILE --format json --graph`, built on the reference
interpreter with one fault put in (CHART_ORACLE_MUTATION, one of reference.MUTATIONS; none:
the W3C reading itself). The oracle's self-test (`oracle.py --self-test`) runs it in place of
vsm-inspect and expects every fault to be caught.

It prints the part of the JSON report the oracle reads: `machines[0].graph` with `actions`,
`initial`, `states` (`id`, `name`, `final`) and `moves` (`from`, `action`, `states`). A chart
with a reachable step that never settles is refused (exit 2, one line on stderr), as
vsm-inspect does.
"""

import copy
import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import reference  # noqa: E402

UNNAMED = "zz.unnamed"


def path_of(state):
    names = []
    while state is not None and state.kind != "scxml":
        names.append(state.id)
        state = state.parent
    return ".".join(reversed(names))


def name_of(machine):
    atoms = sorted((s for s in machine.configuration if machine.is_atomic(s)), key=lambda s: s.order)
    name = " + ".join(path_of(s) for s in atoms) or "(empty)"
    memory = sorted(machine.history.items())
    if memory:
        name += " [h: " + "; ".join(f"{h}=" + " + ".join(path_of(s) for s in v) for h, v in memory) + "]"
    return name


def main():
    args = sys.argv[1:]
    if len(args) < 2 or args[0] != "check":
        sys.exit("usage: mutant.py check FILE --format json --graph")
    path = args[1]
    switches = reference.MUTATIONS.get(os.environ.get("CHART_ORACLE_MUTATION", ""), {})
    chart = reference.Chart(path)
    actions = []
    for t in chart.transitions:
        for d in t.events or []:
            d = d[:-2] if d.endswith(".*") else d
            if not d.startswith("done.state.") and d not in actions:
                actions.append(d)

    def fail(text):
        sys.stderr.write(f"mutant: {path}: {text}\n")
        sys.exit(2)

    for state in chart.order:
        if state.kind == "history" and state.default is None:
            fail(f"'{state.id}': a <history> needs a default <transition> (W3C: one, with a target)")
    start = reference.Interpreter(chart, **switches)
    try:
        start.start()
    except reference.Never:
        fail("the initial step never settles")
    machines, states, moves = [start], [], []
    index = {reference.state_key(start): 0}
    for i, machine in enumerate(machines):
        states.append({"id": i, "name": name_of(machine), "final": not machine.running})
        if not machine.running:
            continue
        for action in actions:
            m = copy.copy(machine)
            m.configuration = list(machine.configuration)
            m.history = dict(machine.history)
            m.internal = []
            try:
                m.send(UNNAMED if action == "*" else action)
            except reference.Never:
                fail(f"a step never settles (event {action})")
            key = reference.state_key(m)
            if key not in index:
                index[key] = len(machines)
                machines.append(m)
            moves.append({"from": i, "action": action, "states": [index[key]]})
    graph = {"actions": actions, "initial": [0], "states": states, "moves": moves}
    json.dump({"machines": [{"graph": graph}]}, sys.stdout)


if __name__ == "__main__":
    main()
