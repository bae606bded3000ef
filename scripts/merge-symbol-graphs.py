#!/usr/bin/env python3
"""Merges the symbol graphs of the modules the MachineKit umbrella re-exports into one graph of
module MachineKit, so that the umbrella's DocC catalogue links to every symbol a feature sees
through `import MachineKit`.

usage: merge-symbol-graphs.py GRAPH_DIR OUTPUT_FILE MODULE...
"""
import json
import os
import sys

graph_dir, output, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
merged = None
seen = set()
relationships = set()
for name in sorted(os.listdir(graph_dir)):
    if not name.endswith(".symbols.json"):
        continue
    stem = name[: -len(".symbols.json")]
    owner, _, extended = stem.partition("@")
    # A module's own graph, and its extensions of another of the merged modules' types.
    if owner not in modules or (extended and extended not in modules):
        continue
    with open(os.path.join(graph_dir, name), encoding="utf-8") as file:
        graph = json.load(file)
    if merged is None:
        merged = {key: value for key, value in graph.items() if key not in ("symbols", "relationships")}
        merged["module"] = dict(graph["module"], name="MachineKit")
        merged["symbols"], merged["relationships"] = [], []
    for symbol in graph.get("symbols", []):
        if symbol["identifier"]["precise"] not in seen:
            seen.add(symbol["identifier"]["precise"])
            merged["symbols"].append(symbol)
    for relationship in graph.get("relationships", []):
        key = json.dumps(relationship, sort_keys=True)
        if key not in relationships:
            relationships.add(key)
            merged["relationships"].append(relationship)
if merged is None:
    sys.exit("error: no symbol graph of " + ", ".join(modules) + " in " + graph_dir)
with open(output, "w", encoding="utf-8") as file:
    json.dump(merged, file)
print(f"{len(merged['symbols'])} symbols of {', '.join(modules)} as module MachineKit")
