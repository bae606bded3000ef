"""Spec files of a chosen size, for the browser tests of large machines and the page benchmark.

    python3 Tests/Browser/machines.py counters 10,10,10 OUT.yaml   # 1,000 states
    python3 Tests/Browser/machines.py grid 100x100 OUT.yaml        # 10,000 states
    python3 Tests/Browser/machines.py nested 12,12,12 OUT.yaml     # 1,728 states

`counters` is a parallel statechart: one region per counter, each counting 0 ..< size with
`up`/`down` events of its own and a `reset` that starts it over; its configurations are every
combination of the counters (the product of the sizes), and its chart has only their sum of
states. `grid` is a flat machine of W × H states, `x3y4`, with `right`, `down` and `home`
events: every state is a kind of its own, so nothing groups it. `nested` is a chart of compound
states inside compound states, one level per size (`12,12,12`: twelve groups of twelve sections of
twelve leaves): `next1` moves between the outer states, `next2` between the states inside one, and
so on down to the leaves; its configurations are its leaves (the product of the sizes)."""

import sys


def counters(sizes):
    """A parallel chart of len(sizes) counters: product(sizes) configurations."""
    lines = ["id: Counters", "initial: counting", "states:", "  counting:", "    type: parallel", "    states:"]
    for index, size in enumerate(sizes):
        region = f"c{index + 1}"
        lines += [f"      {region}:", "        initial: v0", "        states:"]
        for value in range(size):
            lines += [f"          v{value}:", "            on:"]
            if value + 1 < size:
                lines.append(f"              up{index + 1}: v{value + 1}")
            if value > 0:
                lines.append(f"              down{index + 1}: v{value - 1}")
                lines.append(f"              reset{index + 1}: v0")
            if lines[-1].endswith("on:"):
                lines[-1] = "            on: {}"
    return "\n".join(lines) + "\n"


def grid(width, height):
    """A flat machine of width × height states."""
    lines = ["id: Grid", "initial: x0y0", "states:"]
    for y in range(height):
        for x in range(width):
            lines += [f"  x{x}y{y}:", "    on:"]
            if x + 1 < width:
                lines.append(f"      right: x{x + 1}y{y}")
            if y + 1 < height:
                lines.append(f"      down: x{x}y{y + 1}")
            if x or y:
                lines.append("      home: x0y0")
            if lines[-1].endswith("on:"):
                lines[-1] = "    on: {}"
    return "\n".join(lines) + "\n"


def nested(sizes):
    """A chart of len(sizes) levels of compound states: product(sizes) leaves, each reachable."""
    lines = ["id: Nested", "initial: n0", "states:"]

    def level(depth, indent):
        size = sizes[depth]
        for index in range(size):
            lines.append(f"{indent}n{index}:")
            inner = indent + "  "
            if depth + 1 < len(sizes):
                lines.append(f"{inner}initial: n0")
            if index + 1 < size:
                lines.extend([f"{inner}on:", f"{inner}  next{depth + 1}: n{index + 1}"])
            if depth + 1 < len(sizes):
                lines.append(f"{inner}states:")
                level(depth + 1, inner + "  ")
            elif index + 1 == size:
                lines[-1] += " {}"

    level(0, "  ")
    return "\n".join(lines) + "\n"


def write(shape, size, path):
    """Writes the spec `shape` (`counters` or `nested` with sizes `10,10,10`, `grid` with `WxH`) to path."""
    if shape == "counters":
        text = counters([int(n) for n in size.split(",")])
    elif shape == "nested":
        text = nested([int(n) for n in size.split(",")])
    else:
        text = grid(*map(int, size.split("x")))
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    return path


if __name__ == "__main__":
    write(*sys.argv[1:4])
