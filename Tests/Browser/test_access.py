"""The page on a phone, from the keyboard, by touch and with a screen reader: a 390-pixel-wide
screen with no scroller inside the page, drawings walked and moves taken from the keyboard and
announced, drag and pinch that follow the fingers, and axe-core finding nothing on any
fixture's page."""

import glob
import os

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from support import ROOT, BrowserTest, inspect, page

# Every element whose content scrolls inside the page (the page itself aside).
SCROLLERS = """
    const found = [];
    for (const e of document.querySelectorAll('body *')) {
        const style = getComputedStyle(e);
        if (!/(auto|scroll)/.test(style.overflowY + style.overflowX) || !e.getClientRects().length) continue;
        if (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1) found.push(e.id || e.tagName + '.' + e.className);
    }
    return found;
"""


def fixture_pages():
    """Every fixture's page: the spec files (those that are machines) and the registered machines."""
    machines = [line.split()[0] for line in inspect("list").stdout.splitlines() if line.strip()]
    specs = sorted(glob.glob(os.path.join(ROOT, "Fixtures", "specs", "**", "*.*"), recursive=True)
                   + glob.glob(os.path.join(ROOT, "Tests", "Browser", "fixtures", "*.yaml")))
    pages = [(name, page(name)) for name in machines]
    for spec in specs:
        if inspect("check", spec, check=False).returncode in (0, 1):
            pages.append((os.path.relpath(spec, ROOT), page(spec)))
    return pages


def axe_source():
    import axe_selenium_python   # pip's axe-selenium-python carries axe-core's script
    with open(os.path.join(os.path.dirname(axe_selenium_python.__file__), "node_modules", "axe-core", "axe.min.js"), encoding="utf-8") as file:
        return file.read()


class Phone(BrowserTest):
    """390 by 844 pixels, as a phone's browser shows the page."""

    def setUp(self):
        super().setUp()
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})

    def tearDown(self):
        self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
        super().tearDown()

    def rect(self, selector):
        return self.driver.execute_script("const r = document.querySelector(arguments[0]).getBoundingClientRect(); return {top: r.top, bottom: r.bottom, height: r.height, width: r.width}", selector)

    def test_the_diagram_and_the_moves_share_the_screen_with_no_scroller_inside_the_page(self):
        for machine in ["ProductsFlow", "RatesStore", "Fixtures/specs/broken/blog-entry-broken.yaml", "Fixtures/specs/media-player.yaml"]:
            self.open(page(machine))
            self.assertEqual(self.driver.execute_script(SCROLLERS), [], machine)
            self.assertLessEqual(self.driver.execute_script("return document.documentElement.scrollWidth"), 390, machine)
            self.assertLessEqual(self.rect("header")["height"], 64, machine)   # no lines of key hints
            diagram, first_move = self.rect("#diagram-pane"), self.rect("#moves li")
            self.assertGreaterEqual(diagram["height"], 300, machine)
            self.assertLess(diagram["bottom"], first_move["top"], machine)
            self.assertLessEqual(first_move["bottom"], 844, machine)   # both on the first screen
            self.assertTrue(self.by_id("current-state").is_displayed())

    def drag(self, points_before, points_after, steps=6):
        """Touches the screen at points_before, moves them to points_after and lifts them."""
        def touch(kind, points):
            self.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [
                {"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})
        touch("touchStart", points_before)
        for step in range(1, steps + 1):
            touch("touchMove", [(x0 + (x1 - x0) * step / steps, y0 + (y1 - y0) * step / steps)
                                for (x0, y0), (x1, y1) in zip(points_before, points_after)])
        self.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    def view_box(self):
        return self.driver.execute_script("""
            const svg = document.querySelector('#diagram svg');
            const b = svg.viewBox.baseVal, r = svg.getBoundingClientRect();
            return {x: b.x, y: b.y, w: b.width, unit: 1 / svg.getScreenCTM().a, cx: r.left + r.width / 2, cy: r.top + r.height / 2};""")

    def test_a_finger_pans_the_diagram_as_far_as_it_moves_and_two_fingers_zoom(self):
        self.open(page("Fixtures/specs/sign-up.yaml"), "#path=&view=chart")
        before = self.view_box()
        x, y = before["cx"], before["cy"]
        self.drag([(x, y)], [(x - 120, y)])
        after = self.view_box()
        self.assertAlmostEqual(after["x"] - before["x"], 120 * before["unit"], delta=6 * before["unit"])
        self.assertAlmostEqual(after["w"], before["w"], delta=0.01)
        self.assertEqual(self.current(), "form.account.editing")   # a drag takes no move
        # Two fingers apart to twice their distance: twice as close.
        self.drag([(x - 40, y), (x + 40, y)], [(x - 80, y), (x + 80, y)])
        pinched = self.view_box()
        self.assertAlmostEqual(pinched["w"], after["w"] / 2, delta=after["w"] * 0.04)


class Keyboard(BrowserTest):
    """Every move from the keyboard: the move list keeps the focus and the step is announced;
    a drawing is one stop of the Tab key, walked with the arrow keys."""

    def press(self, *keys):
        ActionChains(self.driver).send_keys(*keys).perform()

    def focused(self):
        return self.driver.execute_script("""
            const e = document.activeElement;
            return {tag: e.tagName, id: e.id, cls: e.getAttribute('class') || '', label: e.getAttribute('aria-label'),
                    inMoves: !!e.closest('#moves'), in: e.closest('#diagram') ? 'diagram' : e.closest('#around-view') ? 'around' : null};""")

    def announced(self):
        return self.by_id("announce").get_attribute("textContent")

    def test_moves_taken_from_the_list_keep_the_focus_there_and_are_announced(self):
        self.open(page("Fixtures/specs/blog-entry.yaml"))
        self.assertEqual(self.by_id("announce").get_attribute("aria-live"), "polite")
        self.driver.execute_script("document.querySelector('#moves .move').focus()")
        self.press(Keys.ENTER)
        self.assertEqual(self.current(), "loading")
        self.assertTrue(self.focused()["inMoves"], self.focused())
        self.assertEqual(self.announced(), "load: now at loading, 2 moves.")
        # The arrow keys belong to what has the focus: they take no step.
        self.press(Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_LEFT)
        self.assertEqual(self.current(), "loading")
        self.press(Keys.TAB, Keys.ENTER)   # the second move: finish, to failed
        self.assertEqual(self.current(), "failed")
        self.assertEqual(self.announced(), "finish: now at failed, 2 moves.")
        self.assertTrue(self.focused()["inMoves"])
        self.press("k")   # the page's own keys still step
        self.assertEqual(self.current(), "loading")
        self.assertEqual(self.announced(), "back to loading, 2 moves.")

    def test_the_diagram_is_one_tab_stop_walked_with_the_arrow_keys(self):
        self.open(page("Fixtures/specs/blog-entry.yaml"), "#path=load")
        names = self.driver.execute_script("return [...document.querySelectorAll('#diagram [role=button]')].map(e => e.getAttribute('aria-label'))")
        self.assertIn("loading", names)
        self.assertIn("finish: loading to failed", names)
        self.assertFalse([n for n in names if n.startswith("n") and n[1:].isdigit() or "->" in n], names)
        stops = self.driver.execute_script("return [...document.querySelectorAll('#diagram [tabindex=\"0\"]')].map(e => e.getAttribute('aria-label'))")
        self.assertEqual(stops, ["loading"])   # the current state
        self.driver.execute_script("document.querySelector('#diagram [tabindex=\"0\"]').focus()")
        seen = []
        for _ in range(6):
            self.press(Keys.ARROW_RIGHT)
            seen.append(self.focused())
            if "vx-next" in seen[-1]["cls"] and "node" in seen[-1]["cls"]:
                break
        self.assertEqual(self.current(), "loading")   # walking takes no move
        self.assertTrue(all(f["in"] == "diagram" for f in seen))
        self.assertIn("vx-next", seen[-1]["cls"], seen)
        target = seen[-1]["label"]
        self.press(Keys.ENTER)
        self.assertEqual(self.current(), target)
        self.assertEqual(self.focused()["in"], "diagram")
        self.assertEqual(self.announced(), f"finish: now at {target}, {'2 moves' if target == 'failed' else '1 move'}.")

    def test_the_neighbourhood_is_walked_and_its_moves_taken_from_the_keyboard(self):
        self.open(page("RatesStore"))
        self.driver.execute_script("document.querySelector('#around-view [tabindex=\"0\"]').focus()")
        self.assertEqual(self.focused()["label"], "Current state: Rates(counter: 0, idle, rates: unknown)")
        self.press(Keys.ARROW_RIGHT)   # one of the two moves, add and updateRates
        label = self.focused()["label"]
        self.assertRegex(label, "^Take move [12] (add|updateRates) to ")
        self.press(Keys.ARROW_UP)
        self.assertEqual(self.focused()["label"], "Take move 1 add to Rates(counter: 1, idle, rates: unknown)")
        self.press(Keys.ENTER)
        self.assertEqual(self.current(), "Rates(counter: 1, idle, rates: unknown)")
        self.assertEqual(self.focused()["label"], "Current state: Rates(counter: 1, idle, rates: unknown)")
        self.assertEqual(self.announced(), "add: now at Rates(counter: 1, idle, rates: unknown), 2 moves.")
        # A group of the kinds' drawing shows its states with E.
        self.driver.execute_script("document.querySelector('#diagram [tabindex=\"0\"]').focus()")
        self.assertEqual(self.focused()["label"], "idle, a group of 5 states (E shows them)")
        self.press("e")
        self.assertEqual(self.by_id("around-title").text, "Inside idle · 5 states")


class Axe(BrowserTest):
    """axe-core (the accessibility rules browsers' tools use) on every fixture's page: as it
    opens, with its legend and key help open and a step taken, and on a phone's screen."""

    def violations(self):
        self.driver.execute_script(self.source)
        return self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            axe.run(document).then(r => done(r.violations.map(v => v.id + ' (' + v.impact + '): ' + v.help + ' at '
              + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '))), e => done(['axe failed: ' + e]));""")

    def test_no_violation_on_any_fixtures_page(self):
        self.source = axe_source()
        self.driver.set_script_timeout(60)
        for name, path in fixture_pages():
            self.open(path)
            self.assertEqual(self.violations(), [], name)
            self.driver.execute_script("for (const d of document.querySelectorAll('#legend, #keys')) d.open = true")
            moves = self.css("#moves .move")
            if moves:
                moves[0].click()
            self.css("#copy-json")[0].click()
            self.assertEqual(self.violations(), [], name + ", legend, keys, a step and the JSON shown")  # noqa
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        try:
            for name, path in fixture_pages()[:4]:
                self.open(path)
                self.assertEqual(self.violations(), [], name + " on a phone")
        finally:
            self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


class Preferences(BrowserTest):
    """What a person's system asks for: its colour scheme, reduced motion; and what a screen
    reader or a keyboard needs to see: the focus on every drawing, the current state marked."""

    violations = Axe.violations

    def emulate(self, **features):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": k.replace("_", "-"), "value": v} for k, v in features.items()]})

    def tearDown(self):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        super().tearDown()

    def colour(self, script):
        return self.driver.execute_script("return getComputedStyle(" + script + ").backgroundColor")

    def test_the_page_follows_the_systems_colour_scheme_and_both_themes_pass_axe(self):
        self.source = axe_source()
        self.driver.set_script_timeout(60)
        path = page("Fixtures/specs/sign-up.yaml")
        self.emulate(prefers_color_scheme="dark")
        self.open(path)
        self.assertEqual(self.driver.execute_script("return document.documentElement.dataset.theme"), "auto")
        self.assertEqual(self.colour("document.body"), "rgb(26, 32, 44)")
        self.assertEqual(self.colour("document.getElementById('diagram')"), "rgb(255, 255, 255)")   # Graphviz drew it light
        self.assertEqual(self.violations(), [], "dark system scheme")
        self.emulate(prefers_color_scheme="light")
        self.open(path)
        self.assertEqual(self.colour("document.body"), "rgb(255, 255, 255)")
        self.assertEqual(self.violations(), [], "light system scheme")
        # Asked for by name, a theme stays whatever the system says; the pressed view button is legible.
        dark = page("Fixtures/specs/sign-up.yaml", "--theme", "dark")
        self.open(dark)
        self.assertEqual(self.colour("document.body"), "rgb(26, 32, 44)")
        pressed = self.css('#view-buttons button[aria-pressed="true"]')[0]
        self.assertEqual(self.driver.execute_script("return getComputedStyle(arguments[0]).color", pressed), "rgb(26, 32, 44)")
        self.assertEqual(self.violations(), [], "--theme dark")

    def test_the_focus_shows_on_every_drawing(self):
        self.open(page("Fixtures/specs/sign-up.yaml"))
        views = [button.text for button in self.css("#view-buttons button")]
        self.assertGreaterEqual(len(views), 2, views)
        for index in range(len(views)):
            self.css("#view-buttons button")[index].click()
            # The drawn views are in #diagram; the neighbourhood ("Around here") is drawn by the page.
            holder = "#diagram" if self.driver.execute_script("return !!document.querySelector('#diagram svg')") else "#around-view"
            self.driver.execute_script(f"document.querySelector('{holder} [tabindex=\"0\"]').focus()")
            ActionChains(self.driver).send_keys(Keys.ARROW_RIGHT).perform()
            dash = self.driver.execute_script("""
                const e = document.activeElement;
                if (!e.closest('.canvas')) return 'focus left the drawing';
                const shape = e.querySelector('ellipse, polygon, rect, path');
                return shape ? getComputedStyle(shape).strokeDasharray : 'no shape';""")
            self.assertEqual(dash, "3px, 2px", views[index])

    def test_the_current_state_is_marked_for_a_screen_reader(self):
        self.open(page("Fixtures/specs/blog-entry.yaml"), "#path=load")
        marked = self.driver.execute_script(
            "return [...document.querySelectorAll('#diagram [aria-current]')].map(e => [e.getAttribute('aria-label'), e.getAttribute('aria-current')])")
        self.assertEqual(marked, [["loading", "true"]])
        here = self.css('#breadcrumb [aria-current="step"]')
        self.assertEqual([e.text for e in here], ["loading"])
        self.css("#moves .move")[0].click()
        marked = self.driver.execute_script("return [...document.querySelectorAll('#diagram [aria-current]')].map(e => e.getAttribute('aria-label'))")
        self.assertEqual(marked, [self.current()])

    def test_a_replay_under_reduced_motion_shows_the_whole_trace_at_once(self):
        self.emulate(prefers_reduced_motion="reduce")
        self.open(page("Fixtures/specs/broken/blog-entry-broken.yaml"))
        self.css('.finding[data-finding="1"] .replay')[0].click()
        # No step by step animation: at the dead end at once, paused, to be stepped through.
        self.assertEqual(self.current(), "stuck")
        self.assertEqual(self.by_id("replay-play").text, "Again")
        self.by_id("back").click()
        self.assertEqual(self.current(), "loading")
