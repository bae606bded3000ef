"""The page `render --format html` writes, opened from its file in Chromium."""

import json
import os
import subprocess

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from support import WORK, BrowserTest, golden, inspect, page, wait_for

LOADED = "loaded(State machines)"
FAILED = "loading(error: The article could not be loaded.)"
LOADING = "loading [load waits on article() since initialized]"


class TypedMachine(BrowserTest):
    """BlogEntry (a VSM feature whose models' async code runs: load waits on the repository,
    whose answers are moves of their own) and ProductsFlow (a reducer whose load has three
    outcomes)."""

    def test_opens_offline_at_the_initial_state_with_its_data(self):
        path = page("BlogEntry")
        self.open(path)
        self.assertEqual(self.current(), "initialized")
        self.assertIn("loaderModel: SeedFeatures.LoaderModel", self.by_id("state-data").text)
        self.assertEqual(self.by_id("machine-name").text, "BlogEntry")
        # The file itself is the only thing the page asked for.
        self.assertEqual([url for url in self.requests() if not url.startswith("data:")], ["file://" + path])

    def test_moves_are_clickable_alternatives_with_back_forward_and_reset(self):
        self.open(page("ProductsFlow"))
        self.assertEqual(self.moves(), [
            "1.onAppear → loading → loaded(Lamp, Chair) (1 of 3)",
            "2.onAppear → loading → loaded() (2 of 3)",
            "3.onAppear → loading → failed(Products are unavailable.) (3 of 3)"])
        self.assertIn("onAppear: 3 possible outcomes", self.by_id("moves").text)
        unavailable = "failed(Products are unavailable.)"
        self.take(3)
        self.assertEqual(self.current(), unavailable)
        self.assertEqual(self.fragment(), "#path=onAppear:failed(Products%20are%20unavailable.)")
        self.take(1)
        self.assertEqual(self.current(), "loaded(Lamp, Chair)")
        self.assertEqual(self.breadcrumb(),
                         f"idle —onAppear→ loading → {unavailable} —tapRetry→ loading → loaded(Lamp, Chair)")
        self.by_id("back").click()
        self.assertEqual(self.current(), unavailable)
        self.by_id("forward").click()
        self.assertEqual(self.current(), "loaded(Lamp, Chair)")
        self.key("k")
        self.key("k")
        self.assertEqual(self.current(), "idle")
        self.key("j")
        self.assertEqual(self.current(), unavailable)
        self.by_id("reset").click()
        self.assertEqual(self.current(), "idle")
        self.assertEqual(self.fragment(), "#path=")

    def test_an_action_waits_and_the_answers_are_moves(self):
        self.open(page("BlogEntry"))
        self.assertEqual(self.moves(), [f"1.load → {LOADING}"])
        self.take(1)
        self.assertEqual(self.current(), LOADING)
        self.assertEqual(self.moves(), [
            f"1.answer of article(): success → {LOADED}",
            f"2.answer of article(): failure(unavailable) → {FAILED}"])
        self.take(2)
        self.assertEqual(self.current(), FAILED)
        self.assertEqual(self.fragment(), "#path=load/answer%20of%20article()%3A%20failure(unavailable)")

    def test_the_diagram_highlights_the_current_state_and_takes_successor_edges(self):
        self.open(page("ProductsFlow", "--group", "none"), "#path=onAppear:failed(Products%20are%20unavailable.)")
        self.assertEqual(self.current(), "failed(Products are unavailable.)")
        self.assertIn("vx-current", self.classes("states-n4"))
        successors = self.css("#diagram g.node.vx-next")
        self.assertEqual(len(successors), 1)   # tapRetry emits loading first
        arrows = self.css("#diagram g.edge.vx-next")
        self.assertEqual(len(arrows), 1)
        # Too many states to draw whole: the neighbourhood shows them, beside the kinds.
        self.open(page("RatesStore", "--group", "none"), "#path=updateRates")   # it waits on the API
        self.assertEqual(self.current(), "Rates(counter: 0, loading, rates: unknown)"
                         " [updateRates waits on rates() since Rates(counter: 0, idle, rates: unknown)]")
        self.assertEqual(self.css("#around-view g.ax-node.vx-current")[0].get_attribute("aria-label"), "Current state: " + self.current())
        successors = self.css("#around-view g.ax-node.vx-next")
        # add, updateRates again (which cancels it), and the answers: success; offline and timeout to one state.
        self.assertEqual(len(successors), 4)
        self.assertEqual(len(self.css("#around-view path.ax-arrow.next")), 4)
        self.assertEqual(successors[3].get_attribute("aria-label"),
                         "Moves 4 answer of rates(): failure(offline) · 5 answer of rates(): failure(timeout)"
                         " to Rates(counter: 0, idle, rates: failed)")
        successors[0].click()
        self.assertEqual(self.current(), "Rates(counter: 1, loading, rates: unknown)"
                         " [updateRates waits on rates() since Rates(counter: 0, idle, rates: unknown)]")
        # A successor node takes its move; a successor edge too (on a small spec, all in view).
        self.open(page("Fixtures/specs/blog-entry.yaml"), "#path=load")
        self.assertEqual(self.current(), "loading")
        self.assertEqual(len(self.css("#diagram g.node.vx-next")), 2)   # finish: loaded or failed
        ActionChains(self.driver).move_to_element(self.node("states", 3)).click().perform()
        self.assertEqual(self.current(), "failed")
        self.assertEqual(self.fragment(), "#path=load/finish:failed")
        edge = self.css("#diagram g.edge.vx-next text")
        labels = [e.text for e in edge]
        self.assertIn("dismiss", labels)
        ActionChains(self.driver).move_to_element(edge[labels.index("dismiss")]).click().perform()
        self.assertEqual(self.current(), "closed")
        # A state that is no successor opens by its shortest path, saying so, with an undo.
        self.by_id("zoom-fit").click()
        ActionChains(self.driver).move_to_element(self.node("states", 0)).click().perform()
        self.assertEqual(self.current(), "initialized")
        self.assertEqual(self.fragment(), "#path=")
        self.assertEqual(self.css("#notice .notice-text")[0].text,
                         "Jumped to initialized by its shortest path (0 steps): no move from closed leads there.")
        self.by_id("notice-action").click()
        self.assertEqual(self.current(), "closed")
        self.assertEqual(self.fragment(), "#path=load/finish:failed/dismiss")

    def test_fragment_links_reopen_what_was_seen(self):
        path = page("BlogEntry")
        self.open(path, "#state=" + LOADED.replace(" ", "%20"))
        self.assertEqual(self.current(), LOADED)
        self.assertEqual(self.fragment(), "#path=load/answer%20of%20article()%3A%20success")
        self.open(path, "#path=load/answer%20of%20article()%3A%20failure(unavailable)/retry/answer%20of%20article()%3A%20success")
        self.assertEqual(self.current(), LOADED)
        self.assertEqual(self.breadcrumb(), f"initialized —load→ {LOADING} —answer of article(): failure(unavailable)→ {FAILED}"
                         " —retry→ loading [retry waits on article() since " + FAILED + "]"
                         f" —answer of article(): success→ {LOADED}")
        self.open(path, "#state=loaded")   # a kind: its nearest state
        self.assertEqual(self.current(), LOADED)
        self.open(path, "#path=load/answer%20of%20article()%3A%20failure(unavailable)/retry:loading/answer%20of%20article()%3A%20success")
        self.assertEqual(self.current(), FAILED)
        self.assertEqual(self.css("#notice .notice-text")[0].text,
                         f"The link no longer matches the machine at step 3: “retry:loading” names no state that move of {FAILED}"
                         " reaches. Opened the 2 steps before it.")
        self.open(path, "#state=nowhere")
        self.assertEqual(self.current(), "initialized")
        self.assertIn("No reachable state", self.by_id("notice").text)
        # Editing the fragment by hand moves the page.
        self.driver.execute_script("location.hash = '#path=load/answer%20of%20article()%3A%20failure(unavailable)'")
        wait_for(lambda: self.current() == FAILED)
        products = page("ProductsFlow")
        self.open(products, "#path=onAppear:loading")   # the first state of the move only
        self.assertEqual(self.current(), "loading")

    def test_copy_as_test_is_swift_tests_file_text_and_json_replays_in_the_terminal(self):
        self.open(page("BlogEntry"), "#path=load/answer%20of%20article()%3A%20success")
        self.by_id("copy-test").click()
        self.assertEqual(self.by_id("export-text").get_attribute("value"), golden("BlogEntry-loaded.swift"))
        self.by_id("copy-json").click()
        text = self.by_id("export-text").get_attribute("value")
        self.assertEqual(json.loads(text), {"machine": "BlogEntry", "trace": [
            {"state": "initialized"}, {"action": "load", "state": LOADING},
            {"action": "answer of article(): success", "state": LOADED}]})
        trace = page("BlogEntry") + ".trace.json"
        with open(trace, "w", encoding="utf-8") as file:
            file.write(text)
        run = inspect("explore", "BlogEntry", input=f"replay {trace}\nquit\n")
        self.assertIn("replayed 2 moves", run.stdout)
        self.assertIn(f"state: {LOADED}", run.stdout)


class NestedSpec(BrowserTest):
    """checkout.json: a statechart with a compound state."""

    def test_walks_nested_states_shows_the_configuration_and_copies_a_spec_test(self):
        self.open(page("Fixtures/specs/checkout.json"))
        self.assertEqual(self.current(), "cart")
        self.assertTrue(self.by_id("state-data").get_attribute("hidden"))
        self.assertEqual(self.moves(), ["1.checkout → payment.enteringCard", "2.empty → emptyCart"])
        self.take(1)
        self.take(1)
        self.assertEqual(self.current(), "payment.authorizing")
        self.assertIn("configuration\npayment › authorizing", self.by_id("state-facts").text)
        self.assertEqual(self.moves(), ["1.done: authorize → confirmed", "2.error: authorize → payment.declined", "3.cancel → cart"])
        self.take(1)
        self.assertIn("final", self.by_id("state-facts").text)
        self.assertIn("No moves: a final state.", self.by_id("moves").text)
        self.by_id("copy-test").click()
        self.assertEqual(self.by_id("export-text").get_attribute("value"), golden("checkout-confirmed.swift"))

    def test_a_parent_collapses_in_place_and_expands_again(self):
        self.open(page("Fixtures/specs/checkout.json"), "#path=checkout")
        button = self.by_id("collapse-parents")
        self.assertTrue(button.is_displayed())
        button.click()
        boxes = self.css("#diagram .vx-collapsed")
        self.assertEqual(len(boxes), 1)
        self.assertIn("payment", boxes[0].text)
        self.assertIn("3 states", boxes[0].text)
        # The current state lies inside: the parent's box is what is highlighted.
        self.assertIn("vx-current", boxes[0].get_attribute("class"))
        boxes[0].click()
        self.assertEqual(self.css("#diagram .vx-collapsed"), [])
        current = [e for e in self.css("#diagram g.node") if e.text == "enteringCard"][0]
        self.assertIn("vx-current", current.get_attribute("class"))


class HistoryAndLinks(BrowserTest):
    """blog-entry.yaml: each step an entry in the browser's history, links that name moves by
    their events and states, and links that no longer match saying where."""

    def test_back_and_forward_step_through_the_walk_and_a_reload_keeps_it(self):
        self.open(page("Fixtures/specs/blog-entry.yaml"))
        self.take(1)   # load
        self.take(2)   # finish: failed
        self.take(2)   # dismiss
        self.assertEqual(self.current(), "closed")
        self.assertEqual(self.fragment(), "#path=load/finish:failed/dismiss")
        self.driver.back()
        wait_for(lambda: self.current() == "failed")
        self.assertEqual(self.fragment(), "#path=load/finish:failed")
        self.driver.back()
        wait_for(lambda: self.current() == "loading")
        self.driver.back()
        wait_for(lambda: self.current() == "initialized")
        self.assertEqual(self.fragment(), "#path=")
        self.driver.forward()
        wait_for(lambda: self.current() == "loading")
        self.driver.forward()
        wait_for(lambda: self.current() == "failed")
        self.assertEqual(self.breadcrumb(), "initialized —load→ loading —finish→ failed")
        self.driver.refresh()
        self.wait_ready()
        self.assertEqual(self.current(), "failed")
        self.assertEqual(self.fragment(), "#path=load/finish:failed")
        self.assertEqual(self.breadcrumb(), "initialized —load→ loading —finish→ failed")
        # The reload kept the entries after it.
        self.driver.forward()
        wait_for(lambda: self.current() == "closed")

    def test_a_link_names_events_and_states_and_survives_a_reload(self):
        self.open(page("Fixtures/specs/blog-entry.yaml"), "#path=load/finish:loaded/refresh/finish:failed/retry")
        self.assertEqual(self.current(), "loading")
        self.assertEqual(self.breadcrumb(),
                         "initialized —load→ loading —finish→ loaded —refresh→ loading —finish→ failed —retry→ loading")
        self.assertTrue(self.by_id("notice").get_attribute("hidden"))
        self.driver.refresh()
        self.wait_ready()
        self.assertEqual(self.current(), "loading")
        self.assertEqual(self.fragment(), "#path=load/finish:loaded/refresh/finish:failed/retry")

    def test_a_broken_link_names_the_step_and_offers_the_nearest_path(self):
        path = page("Fixtures/specs/blog-entry.yaml")
        self.open(path, "#path=load/finish:failed/escalate/dismiss:closed")
        self.assertEqual(self.current(), "failed")
        self.assertEqual(self.css("#notice .notice-text")[0].text,
                         "The link no longer matches the machine at step 3: “escalate” is not a move of failed."
                         " Opened the 2 steps before it.")
        self.assertEqual(self.by_id("notice-action").text, "Open closed by its shortest path")
        self.by_id("notice-action").click()
        self.assertEqual(self.current(), "closed")
        self.assertEqual(self.fragment(), "#path=load/finish:failed/dismiss")
        # finish has two outcomes: a link must say which.
        self.open(path, "#path=load/finish")
        self.assertEqual(self.current(), "loading")
        self.assertEqual(self.css("#notice .notice-text")[0].text,
                         "The link no longer matches the machine at step 2: “finish” is several moves of loading:"
                         " the link does not say which. Opened the step before it.")
        self.assertEqual(self.css("#notice-action"), [])
        # A link of move numbers, as links were written before, is not read as some other walk.
        self.open(path, "#path=1.2")
        self.assertEqual(self.current(), "initialized")
        self.assertEqual(self.css("#notice .notice-text")[0].text,
                         "The link no longer matches the machine at step 1: “1.2” is not a move of initialized."
                         " Opened its first state.")


class WhatChanged(BrowserTest):
    """Each step says what it changed: a chart's regions left and entered, a typed state's
    fields; and a legend says what the colours mean."""

    def changes(self):
        return [e.get_attribute("textContent") for e in self.css("#changes-list li")]

    def test_a_chart_step_names_the_regions_left_and_entered(self):
        self.open(page("Fixtures/specs/media-player.yaml"))
        self.assertEqual(self.changes(), ["Nothing yet: the walk is at its first state."])
        self.take(1)   # done: loadMedia
        self.assertEqual(self.by_id("changes-step").text, "(step 1: done: loadMedia)")
        self.assertEqual(self.changes(), ["left loading", "entered player › playback › paused", "entered player › volume › audible"])
        self.take(3)   # mute: the volume region only
        self.assertEqual(self.changes(), ["left player › volume › audible", "entered player › volume › muted"])
        # Collapsible.
        self.css("#changes summary")[0].click()
        self.assertFalse(self.css("#changes-list li")[0].is_displayed())
        self.take(1)   # play: closed, the list is kept up to date
        self.assertEqual(self.changes(), ["left player › playback › paused", "entered player › playback › playing"])
        self.css("#changes summary")[0].click()
        self.assertTrue(self.css("#changes-list li")[0].is_displayed())

    def test_a_typed_step_names_the_fields_that_changed(self):
        self.open(page("RatesStore", "--group", "none"), "#path=add")
        self.assertEqual(self.changes(), ["state.counter: 0 → 1"])
        self.open(page("RatesStore", "--group", "none"), "#path=updateRates")
        self.assertEqual(self.changes(), ["state.isLoading: false → true", "inFlight: 0 elements → 1 element"])

    def test_the_legend_says_what_the_colours_mean(self):
        self.open(page("Fixtures/specs/blog-entry.yaml"))
        self.assertFalse(self.css("#legend li")[0].is_displayed())
        self.css("#legend summary")[0].click()
        self.assertEqual([e.text for e in self.css("#legend li")], [
            "the current state (in every region of a chart)", "a next move: click to take it", "the path walked",
            "a search match", "the states of the finding shown", "failing a finding that fails its check",
            "warning a finding that only warns"])


class ParallelSpec(BrowserTest):
    """media-player.yaml: a parallel state whose regions move on their own events."""

    def test_regions_move_apart_and_the_configuration_names_both(self):
        self.open(page("Fixtures/specs/media-player.yaml"))
        self.assertEqual(self.current(), "loading")
        self.assertEqual(self.moves(), [
            "1.done: loadMedia → player.playback.paused + player.volume.audible",
            "2.error: loadMedia → unavailable"])
        self.take(1)
        self.assertEqual(self.current(), "player.playback.paused + player.volume.audible")
        facts = self.by_id("state-facts").text
        self.assertIn("player › playback › paused", facts)
        self.assertIn("player › volume › audible", facts)
        self.assertEqual(self.moves(), [
            "1.play → player.playback.playing + player.volume.audible",
            "2.close → closed",
            "3.mute → player.playback.paused + player.volume.muted"])
        self.take(3)   # the volume region moves; playback stays paused
        self.assertEqual(self.current(), "player.playback.paused + player.volume.muted")
        self.take(1)   # play: the playback region moves; the volume stays muted
        self.assertEqual(self.current(), "player.playback.playing + player.volume.muted")
        self.assertEqual(self.fragment(), "#path=done%3A%20loadMedia/mute/play")
        # A parallel chart opens on its chart: the configuration is one node in each region,
        # and a successor is marked where the move changes it.
        self.assertEqual([b.text for b in self.css('#view-buttons button[aria-pressed="true"]')], ["Chart"])
        self.assertEqual(sorted(e.text for e in self.css("#diagram g.node.vx-current")), ["muted", "playing"])
        successors = sorted(e.text for e in self.css("#diagram g.node.vx-next"))
        self.assertEqual(successors, ["audible", "buffering", "closed", "ended", "paused"])
        buffering = [e for e in self.css("#diagram g.node.vx-next") if e.text == "buffering"][0]
        ActionChains(self.driver).move_to_element(buffering).click().perform()
        self.assertEqual(self.current(), "player.playback.buffering + player.volume.muted")
        audible = [e for e in self.css("#diagram g.node.vx-next") if e.text == "audible"][0]
        ActionChains(self.driver).move_to_element(audible).click().perform()   # unmute or volumeUp: pick one
        self.assertEqual(self.current(), "player.playback.buffering + player.volume.muted")
        self.assertIn("2 moves lead to", self.by_id("notice").text)
        # The configurations, one node each, on the States view.
        self.open(page("Fixtures/specs/media-player.yaml"), "#path=done%3A%20loadMedia/mute/play&view=states")
        self.assertEqual([e.text for e in self.css("#diagram g.node.vx-current")], ["player.playback.playing + player.volume.muted"])
        self.open(page("Fixtures/specs/media-player.yaml"), "#state=closed")
        self.assertEqual(self.current(), "closed")
        self.assertIn("final", self.by_id("state-facts").text)


class Configurations(BrowserTest):
    """media-player.yaml: a configuration is in one kind in each region, and every region is
    searched, opened by its name and lit on the chart."""

    def chart_arrow(self, source, action):
        """The element of the chart's arrow labelled `action` that leaves the node `source`."""
        index = self.driver.execute_script("""
            const D = JSON.parse(document.getElementById('machine-data').textContent);
            const view = D.views.find(v => v.id === 'chart');
            return view.arrows.findIndex(a => view.nodes[a.from].name === arguments[0] && a.actions.includes(arguments[1]));
        """, source, action)
        self.assertGreaterEqual(index, 0)
        return self.by_id(f"chart-a{index}")

    def test_every_region_is_searched_and_opened_by_name(self):
        path = page("Fixtures/specs/media-player.yaml")
        self.open(path)
        # No view grouped by one region's kinds: the chart shows every region.
        self.assertEqual([b.text for b in self.css("#view-buttons button")], ["Around here", "Chart", "States"])
        search = self.by_id("search")
        search.send_keys("muted")
        wait_for(lambda: self.by_id("search-count").text == "4 states")
        self.assertEqual([b.text for b in self.css("#search-results button.kind-result")], ["kind player.volume.muted (4 states)"])
        search.send_keys("\n")   # Enter: the first result, the kind
        self.assertEqual(self.current(), "player.playback.paused + player.volume.muted")
        search.clear()
        search.send_keys("audible")
        kinds = lambda: [b.text for b in self.css("#search-results button.kind-result")]
        wait_for(lambda: kinds() == ["kind player.volume.audible (4 states)"])
        self.assertEqual(self.by_id("search-count").text, "4 states")
        search.clear()
        search.send_keys("volume")
        wait_for(lambda: self.by_id("search-count").text == "8 states")
        for name, opened in [
            ("player.volume.muted", "player.playback.paused + player.volume.muted"),   # a leaf of the second region
            ("muted", "player.playback.paused + player.volume.muted"),   # by its label
            ("player.volume", "player.playback.paused + player.volume.audible"),   # a region
            ("player", "player.playback.paused + player.volume.audible"),   # the parallel state itself
            ("ended", "player.playback.ended + player.volume.audible"),
            ("player.volume.muted%20+%20player.playback.ended", "player.playback.ended + player.volume.muted"),   # a configuration
            ("muted+buffering", "player.playback.buffering + player.volume.muted"),
            ("player.playback.playing%20+%20player.volume.muted", "player.playback.playing + player.volume.muted"),
        ]:
            self.open(path, "#state=" + name)
            self.assertEqual(self.current(), opened, name)
        self.open(path, "#state=muted+nowhere")
        self.assertEqual(self.current(), "loading")
        self.assertEqual(self.by_id("notice").text, "No reachable state named “muted+nowhere”.")

    def test_arrows_of_every_region_are_lit_as_next_moves_and_as_the_path(self):
        self.open(page("Fixtures/specs/media-player.yaml"), "#path=done%3A%20loadMedia")
        mute = self.chart_arrow("player.volume.audible", "mute")
        play = self.chart_arrow("player.playback.paused", "play")
        self.assertIn("vx-next", mute.get_attribute("class"))
        self.assertIn("vx-next", play.get_attribute("class"))
        self.take(3)   # mute
        self.assertEqual(self.current(), "player.playback.paused + player.volume.muted")
        self.assertIn("vx-path", self.chart_arrow("player.volume.audible", "mute").get_attribute("class"))
        self.assertIn("vx-next", self.chart_arrow("player.playback.paused", "play").get_attribute("class"))
        self.assertIn("vx-next", self.chart_arrow("player.volume.muted", "unmute").get_attribute("class"))

    def test_arrows_from_a_parent_box_and_into_history_are_lit(self):
        self.open(page("Fixtures/specs/sign-up.yaml"), "#state=form.profile&view=chart")
        back = self.chart_arrow("form.profile", "back")
        self.assertIn("vx-next", back.get_attribute("class"))
        self.assertIn("vx-next", self.chart_arrow("form (box)", "openHelp").get_attribute("class"))   # declared on form
        self.assertNotIn("vx-next", self.chart_arrow("form.review", "back").get_attribute("class"))
        ActionChains(self.driver).move_to_element(back.find_element(By.TAG_NAME, "text")).click().perform()
        self.assertEqual(self.current(), "form.account.editing")
        self.assertIn("vx-path", self.chart_arrow("form.profile", "back").get_attribute("class"))
        # Into form's history point.
        self.open(page("Fixtures/specs/sign-up.yaml"), "#state=help%20[h:%20form.resume=form.profile]&view=chart")
        self.assertIn("vx-next", self.chart_arrow("help", "close").get_attribute("class"))
        self.assertIn("vx-path", self.chart_arrow("form (box)", "openHelp").get_attribute("class"))


class NestedChart(BrowserTest):
    """sign-up.yaml on its chart: arrows into a box and into a history point are taken."""

    def chart_arrow(self, source, action):
        """The element of the chart's arrow labelled `action` that leaves the node `source`."""
        index = self.driver.execute_script("""
            const D = JSON.parse(document.getElementById('machine-data').textContent);
            const view = D.views.find(v => v.id === 'chart');
            return view.arrows.findIndex(a => view.nodes[a.from].name === arguments[0] && a.actions.includes(arguments[1]));
        """, source, action)
        self.assertGreaterEqual(index, 0)
        return self.by_id(f"chart-a{index}").find_element(By.TAG_NAME, "text")

    def test_arrows_into_a_box_and_into_history_take_their_moves(self):
        self.open(page("Fixtures/specs/sign-up.yaml"), "#state=form.profile&view=chart")
        self.assertEqual(self.current(), "form.profile")
        # back: declared on profile, into the account box (entered at editing).
        ActionChains(self.driver).move_to_element(self.chart_arrow("form.profile", "back")).click().perform()
        self.assertEqual(self.current(), "form.account.editing")
        # An arrow whose source is not active is not taken.
        ActionChains(self.driver).move_to_element(self.chart_arrow("form.review", "back")).click().perform()
        self.assertEqual(self.current(), "form.account.editing")
        self.assertIn("not taken from the current state", self.by_id("notice").text)
        # close: from help into form's history point, back where the form was.
        self.open(page("Fixtures/specs/sign-up.yaml"), "#state=help%20[h:%20form.resume=form.profile]&view=chart")
        self.assertEqual(self.current(), "help [h: form.resume=form.profile]")
        ActionChains(self.driver).move_to_element(self.chart_arrow("help", "close")).click().perform()
        self.assertEqual(self.current(), "form.profile")


class Findings(BrowserTest):
    """The broken blog entry: a finding of every check."""

    def test_findings_come_first_and_replay_their_traces_step_by_step(self):
        self.open(page("Fixtures/specs/broken/blog-entry-broken.yaml"))
        sections = [e.get_attribute("id") for e in self.css("aside > section") if e.is_displayed()]
        self.assertEqual(sections, ["findings-section", "state-section"])
        # One line a finding, under its check: four findings, four groups, all open.
        checks = [e.text for e in self.css(".finding-group > summary .check")]
        self.assertEqual(checks, ["unreachable", "dead end", "trap", "unused action"])
        self.assertTrue(all(group.get_property("open") for group in self.css(".finding-group")))
        lines = [line.size["height"] for line in self.css(".finding .finding-line")]
        self.assertEqual(len(lines), 4)
        self.assertTrue(all(height < 30 for height in lines), lines)
        replay = self.css('.finding[data-finding="1"] .replay')[0]
        self.assertEqual(replay.text, "▶ 2 steps")
        self.assertEqual(replay.get_attribute("aria-label"), "Replay the trace of dead end stuck (2 steps)")
        # A finding's line opens what it is about: its states.
        self.assertFalse(self.css('.finding[data-finding="1"] .finding-more')[0].is_displayed())
        self.css('.finding[data-finding="1"] .message')[0].click()
        self.assertEqual(self.css('.finding[data-finding="1"] .states')[0].text, "stuck")
        self.assertEqual(self.css('.finding[data-finding="1"] .message')[0].get_attribute("aria-expanded"), "true")
        replay.click()
        seen = []

        def reached_stuck():
            seen.append(self.current())
            return seen[-1] == "stuck"
        wait_for(reached_stuck, timeout=5)
        self.assertEqual([state for index, state in enumerate(seen) if index == 0 or seen[index - 1] != state][:3],
                         ["initialized", "loading", "stuck"])
        self.assertEqual(self.breadcrumb(), "initialized —load→ loading —finish→ stuck")
        self.assertIn("step 2 of 2", self.by_id("replay-title").text)
        self.assertIn("findings\ndead end", self.by_id("state-facts").text)
        # Step back and forth through the replay with the keys.
        self.key("k")
        self.assertEqual(self.current(), "loading")
        self.key("j")
        self.assertEqual(self.current(), "stuck")
        # The trap's trace.
        self.css('.finding[data-finding="2"] .replay')[0].click()
        wait_for(lambda: self.current() == "sharing", timeout=5)
        self.assertEqual(self.fragment(), "#path=load/finish:loaded/share")

    def test_unreachable_states_are_drawn_and_marked(self):
        self.open(page("Fixtures/specs/broken/blog-entry-broken.yaml"))
        orphan = [e for e in self.css("#diagram g.node") if e.text == "orphan"]
        self.assertEqual(len(orphan), 1)
        self.css('.finding[data-finding="0"] .show')[0].click()
        self.assertIn("vx-finding", orphan[0].get_attribute("class"))
        orphan[0].click()
        self.assertIn("orphan is never reached", self.by_id("notice").text)


class FirstScreen(BrowserTest):
    """Whatever the number of findings, the current state, its moves and the replay open in the
    first screen, on a desktop and on a phone."""

    def test_the_walk_stays_in_the_first_screen_beside_hundreds_of_findings(self):
        # 300 states nothing enters (300 unreachable findings), 40 dead ends and a chain.
        lines = ["id: Crowded", "initial: s0", "states:"]
        for index in range(40):
            lines += [f"  s{index}:", "    on:", f"      next: s{index + 1}", f"      stop: d{index}", f"  d{index}: {{}}"]
        lines += ["  s40: {}"] + [f"  orphan{index}: {{}}" for index in range(300)]
        spec = os.path.join(WORK, "crowded.yaml")
        with open(spec, "w", encoding="utf-8") as file:
            file.write("\n".join(lines) + "\n")
        path = page(spec)
        try:
            for width, height in [(1440, 900), (390, 844)]:
                self.driver.set_window_size(width, height)
                inner = self.driver.execute_script("return [innerWidth, innerHeight]")
                self.open(path)
                self.assertEqual(len(self.css("#findings .finding")), 341)
                # Long lists show a line a check until one is opened.
                self.assertEqual([g.get_property("open") for g in self.css(".finding-group")], [False, False])
                view = inner[1]
                for selector in ["#current-state", "#moves li"]:
                    box = self.driver.execute_script("return arguments[0].getBoundingClientRect().bottom", self.css(selector)[0])
                    self.assertLessEqual(box, view, f"{selector} at {width}x{height}")
                # A replay's controls too, after opening the dead ends and replaying one.
                self.css('.finding-group[data-check="dead-end"] > summary')[0].click()
                replay = self.css('.finding-group[data-check="dead-end"] .replay')[0]
                self.driver.execute_script("arguments[0].scrollIntoView({block: 'nearest'})", replay)
                replay.click()
                self.wait(lambda: self.by_id("replay-bar").is_displayed())
                self.driver.execute_script("scrollTo(0, 0); document.getElementById('side').scrollTop = 0")
                for selector in ["#current-state", "#replay-bar"]:
                    box = self.driver.execute_script("return arguments[0].getBoundingClientRect().bottom", self.css(selector)[0])
                    self.assertLessEqual(box, view, f"{selector} at {width}x{height} while replaying")
        finally:
            self.driver.set_window_size(1500, 950)


class Search(BrowserTest):
    """Search by name or kind, the grouped view, and a group expanded in place."""

    def test_search_highlights_matches_and_centres_the_diagram(self):
        self.open(page("RatesStore", "--group", "none"))
        before = self.driver.execute_script("return document.querySelector('#diagram svg').getAttribute('viewBox')")
        self.by_id("search").send_keys("counter: 4, idle, rates: unknown")
        wait_for(lambda: self.by_id("search-count").text == "1 state")
        self.assertEqual(len(self.css("#diagram g.node.vx-match")), 1)
        after = self.driver.execute_script("return document.querySelector('#diagram svg').getAttribute('viewBox')")
        self.assertNotEqual(before, after)
        # Zoom and pan.
        width = lambda: float(self.driver.execute_script("return document.querySelector('#diagram svg').getAttribute('viewBox')").split()[2])
        zoomed = width()
        self.by_id("zoom-in").click()
        self.assertLess(width(), zoomed)
        x = lambda: float(self.driver.execute_script("return document.querySelector('#diagram svg').getAttribute('viewBox')").split()[0])
        left = x()
        ActionChains(self.driver).move_to_element(self.by_id("diagram")).click_and_hold().move_by_offset(-120, 0).release().perform()
        self.assertGreater(x(), left)
        results = self.css("#search-results .state-result")
        self.assertEqual(len(results), 1)
        results[0].click()
        self.assertEqual(self.current(), results and "Rates(counter: 4, idle, rates: unknown)")
        # A kind's name finds all its states.
        search = self.by_id("search")
        search.clear()
        search.send_keys("showingError")
        wait_for(lambda: self.by_id("search-count").text == "89 states")
        self.assertIn("kind showingError (89 states)", self.by_id("search-results").text)

    def test_the_grouped_view_shows_a_groups_states_beside_it(self):
        self.open(page("RatesStore", "--group", "none"))
        self.assertEqual([b.text for b in self.css('#view-buttons button[aria-pressed="true"]')], ["By kind"])
        self.assertEqual(self.fragment(), "#path=")
        groups = {e.text.split("\n")[0]: e for e in self.css("#diagram g.node") if "states" in e.text}
        self.assertEqual(sorted(groups), ["idle", "loading", "showingError", "showingRates"])
        self.assertIn("vx-current", groups["idle"].get_attribute("class"))
        self.assertIn("vx-next", groups["loading"].get_attribute("class"))
        ActionChains(self.driver).double_click(groups["idle"]).perform()
        self.assertEqual(self.current(), "Rates(counter: 0, idle, rates: unknown)")   # a double click only shows them
        self.assertEqual(self.by_id("around-title").text, "Inside idle · 5 states")
        chips = self.css("#around-view g.ax-chip")
        self.assertEqual(len(chips), 5)   # counters 0 to 4, nothing loaded yet
        self.assertEqual(len(self.css("#around-view g.ax-chip.vx-next")), 1)   # add
        self.css("#around-view g.ax-chip.vx-next")[0].click()
        self.assertEqual(self.current(), "Rates(counter: 1, idle, rates: unknown)")
        self.assertEqual(self.css("#around-view g.ax-chip.vx-current")[0].get_attribute("data-state"),
                         str(self.driver.execute_script("return window.explorer.current()")))
        self.by_id("around-close").click()
        self.assertEqual(self.css("#around-view g.ax-chip"), [])
        self.assertTrue(self.css("#around-view g.ax-node.vx-current"))
        # The link keeps the view.
        self.open(page("RatesStore", "--group", "none"), "#path=updateRates&view=around")
        self.assertTrue(self.css('#view-buttons button[data-view="around"][aria-pressed="true"]'))
        self.assertTrue(self.by_id("diagram").get_attribute("hidden"))


class Large(BrowserTest):
    """A machine of 5,000 states opens quickly and stays responsive while searching it."""

    def test_five_thousand_states(self):
        spec = page("Fixtures/specs/blog-entry.yaml").replace(".html", "-large.yaml")
        lines = ["id: Large", "initial: s0", "states:"]
        count = 5000
        for index in range(count):
            lines += [f"  s{index}:", "    on:", f"      next: s{(index + 1) % count}", f"      skip: [s{(index * 7 + 3) % count}, s{(index * 13 + 1) % count}]"]
        with open(spec, "w", encoding="utf-8") as file:
            file.write("\n".join(lines) + "\n")
        path = spec.replace(".yaml", ".html")
        inspect("render", spec, "--format", "html", "--output", path)
        started = self.driver.execute_script("return performance.now()")
        ready = self.open(path)
        self.assertEqual(self.current(), "s0")
        self.assertLess(ready, 2000, "the page's script took too long")
        timing = self.driver.execute_script("const t = performance.getEntriesByType('navigation')[0]; return t.loadEventEnd - t.startTime")
        self.assertLess(timing, 5000)
        search = self.by_id("search")
        search.send_keys("s499")
        wait_for(lambda: self.by_id("search-count").text == "11 states")
        self.by_id("search-results").find_elements("css selector", "button")[0].click()
        self.assertEqual(self.current(), "s499")
        del started


class Names(BrowserTest):
    """Names are text wherever the page shows them, and literals in the copied test."""

    def test_names_that_mean_something_to_html_are_shown_as_they_are(self):
        self.open(page("Tests/Browser/fixtures/hostile-names.yaml"))
        self.assertIsNone(self.driver.execute_script("return window.pwned"))
        self.assertEqual(self.current(), "</script><script>window.pwned=1</script>")
        self.assertEqual(self.by_id("machine-name").text, "Hostile </title><script>alert(1)</script>")
        self.take(1)
        self.assertEqual(self.driver.execute_script("return document.getElementById('current-state').textContent"),
                         'a & b "quoted" \\ back')
        self.take(1)
        self.by_id("copy-test").click()
        text = self.by_id("export-text").get_attribute("value")
        self.assertIn('.init("go\\nline", ["<!-- comment"]),', text)
        self.assertIn('.init("</template><img src=x onerror=window.pwned=2>", ["a & b \\"quoted\\" \\\\ back"]),', text)
        self.assertIsNone(self.driver.execute_script("return window.pwned"))

    def test_bidirectional_overrides_and_separators_in_names_are_shown_as_escapes(self):
        self.open(page("Tests/Browser/fixtures/hostile-names.yaml"))
        self.take(1)
        labels = self.moves()
        self.assertTrue(any("turn\\u{2028}around" in label for label in labels), labels)
        self.assertFalse(any("\u2028" in label or "\u202e" in label for label in labels), labels)
        choice = next(move.get_attribute("data-choice") for move in self.css("#moves .move") if "turn" in move.text)
        self.take(choice)
        self.assertEqual(self.driver.execute_script("return document.getElementById('current-state').textContent"),
                         "\\u{202E}gnp.exe")
        shown = self.driver.execute_script("return document.body.innerText")
        self.assertNotIn("\u202e", shown)
        self.assertNotIn("\u2028", shown)
        # The names themselves stay what they are where they are data: the copied test.
        self.by_id("copy-test").click()
        text = self.by_id("export-text").get_attribute("value")
        self.assertIn('.init("turn\\u{2028}around", ["\\u{202E}gnp.exe"])', text)

    def test_render_trace_opens_the_page_at_that_state(self):
        self.open(page("BlogEntry", "--trace", FAILED))
        self.assertEqual(self.current(), FAILED)
        self.assertEqual(self.fragment(), "#path=load/answer%20of%20article()%3A%20failure(unavailable)")
