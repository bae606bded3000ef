"""Coverage on the page, move by move, as `conform` counts it: the moves list, the neighbourhood
and the arrows that stand for several moves."""

from urllib.parse import quote

from support import BrowserTest, inspect, page

RECORDS = "Fixtures/records/products"


class Coverage(BrowserTest):
    def test_coverage_is_per_move_and_agrees_with_conform(self):
        summary = [line.strip() for line in inspect("check", "ProductsFlow", "--coverage", RECORDS).stdout.splitlines()
                   if line.strip().startswith("coverage:")][0]
        self.assertEqual(summary, "coverage: 7 of 12 moves taken, 5 of 5 states visited, in 2 records (14 steps)")
        path = page("ProductsFlow", "--coverage", RECORDS)
        self.open(path)
        self.assertTrue(self.by_id("machine-stats").text.endswith(" · " + summary), self.by_id("machine-stats").text)
        # Every state's moves, each marked taken or never taken: 7 and 5, as conform says.
        taken = untaken = 0
        names = [line.split(": ")[0].strip() for line in inspect("paths", "ProductsFlow").stdout.splitlines()[1:6]]
        self.assertEqual(len(names), 5)
        for name in names:
            self.open(path, "#state=" + quote(name, safe=""))
            self.assertEqual(self.current(), name)
            taken += len(self.css("#moves .move .taken"))
            untaken += len(self.css("#moves .move .untaken"))
        self.assertEqual((taken, untaken), (7, 5))
        # The neighbourhood marks each move out of the current state the same way.
        self.open(path, "#state=idle")
        self.by_id("view-buttons").find_element("css selector", "button").click()   # Around here
        labels = self.driver.execute_script("return [...document.querySelectorAll('#around-view .ax-node.after')].map(e => e.getAttribute('aria-label'))")
        # onAppear has three outcomes from idle (each a sequence through loading): two were taken.
        self.assertEqual(labels, ["Moves 1 onAppear · 2 onAppear · 3 onAppear to loading (taken once, never taken, taken once)"])
        marks = self.driver.execute_script("return [...document.querySelectorAll('#around-view .ax-node.after text')].map(e => e.textContent)")
        self.assertTrue(marks[0].startswith("1 onAppear ✓1 · 2 onAppear ✗"), marks)

    def test_an_arrow_of_several_moves_says_how_many_were_taken(self):
        dot = inspect("render", "ProductsFlow", "--coverage", RECORDS, "--format", "dot").stdout
        self.assertIn('label="pullToRefresh (1 of 3 taken, once)"', dot)
        self.assertIn('label="tapRetry (taken 3)"', dot)
        self.open(page("ProductsFlow", "--coverage", RECORDS))
        texts = self.driver.execute_script("return [...document.querySelectorAll('#views template, #diagram svg')].map(e => e.innerHTML).join('')")
        self.assertIn("1 of 3 taken, once", texts)
