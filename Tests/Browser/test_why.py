"""Why a declared state is not reached: the page says what `paths --to X --why` says, at any size,
and opens the nearest reached state."""

import os

from support import WORK, BrowserTest, inspect

PREEMPTED = """id: Pre
initial: p
states:
  p:
    initial: c
    on:
      go: target
    states:
      c:
        on:
          go: other
      other:
        on:
          go: c
          stop: halted
      halted:
        type: final
    onDone: finished
  target: {}
  finished: {}
"""


def chart(name, text):
    spec = os.path.join(WORK, name + ".yaml")
    with open(spec, "w", encoding="utf-8") as file:
        file.write(text)
    path = os.path.join(WORK, name + ".html")
    inspect("render", spec, "--format", "html", "--output", path)
    return spec, path


class Why(BrowserTest):
    def test_a_link_to_a_state_not_reached_says_why_and_opens_the_nearest_reached_state(self):
        spec, path = chart("why-preempted", PREEMPTED)
        self.open(path, "#state=target")
        self.assertEqual(
            self.by_id("notice").text,
            "“target” is not reached: one transition enters 'target', and none is taken. Opened the nearest reached state, p.c.")
        self.assertEqual(self.current(), "p.c")
        why = self.css("details.why")
        self.assertEqual(len(why), 1)
        self.assertTrue(why[0].get_property("open"))
        self.assertEqual(why[0].find_element("css selector", ".ways li").text,
                         "'p' --go--> (line 7): in each of the 2 states where 'p' is active, 'go' is taken by another transition: p.c --go--> p.other")
        # The terminal says the same.
        run = inspect("paths", spec, "--to", "target", "--why")
        self.assertIn("  'p' --go--> (line 7): in each of the 2 states where 'p' is active, 'go' is taken by another transition: p.c --go--> p.other\n", run.stdout)
        # The nearest reached state is one click away from the answer.
        self.assertEqual(len(self.moves()), 1)
        self.take(1)
        self.assertEqual(self.current(), "p.other")
        why[0].find_element("css selector", ".why-nearest button").click()
        self.assertEqual(self.current(), "p.c")

    def test_pages_of_thousands_of_states_answer_too(self):
        count = 1500
        lines = ["id: Chain", "initial: s0", "states:"]
        for index in range(count):
            lines += [f"  s{index}:", "    on:", f"      next: s{(index + 1) % count}"]
        lines += ["  orphan:", "    on:", "      next: beyond", "  beyond: {}"]
        spec, path = chart("why-chain", "\n".join(lines) + "\n")
        self.open(path, "#state=beyond")
        self.assertEqual(self.by_id("notice").text, "“beyond” is not reached: one transition enters 'beyond', and none is taken.")
        why = [d for d in self.css("details.why") if d.get_property("open")]
        self.assertEqual(len(why), 1)
        self.assertEqual(why[0].find_element("css selector", ".ways li").text, "'orphan' --next--> (line 4506): 'orphan' is never reached")
        self.assertEqual(self.current(), "s0")
        self.open(path, "#state=orphan")
        self.assertEqual(self.by_id("notice").text, "“orphan” is not reached: no transition of the chart enters 'orphan'.")
