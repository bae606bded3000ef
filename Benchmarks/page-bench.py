"""The web explorer's page on machines of a chosen size: how long `render --format html` takes,
the render's peak memory, how many bytes a state the page holds, how long headless Chromium takes to open it, the
JavaScript heap it then holds, and the longest task the page runs while a search is typed.

    python3 Benchmarks/page-bench.py [--inspector VSM_INSPECT] [--runs N] [--sizes 1000,10000,100000]
                                     [--shapes grid,counters,nested] [--machine NAME ...]

Machines: spec files written by Tests/Browser/machines.py at each size, `grid` (a flat machine,
every state its own kind), `counters` (a parallel chart: one region per counter, sizes
10 × 10 × ...) and `nested` (compound states ten deep in each other, one level per digit: its
chart is drawn folded past 1,000 states); and each `--machine` the inspector has registered (by default the rates store,
a typed machine whose states carry data). Each figure is the median of N runs (default 3).
Prints one line per machine, then the figures as JSON on the last line."""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Browser"))
import machines  # noqa: E402

arguments = argparse.ArgumentParser()
arguments.add_argument("--inspector", default=os.environ.get("VSM_INSPECT"))
arguments.add_argument("--runs", type=int, default=3)
arguments.add_argument("--sizes", default="1000,10000,100000")
arguments.add_argument("--shapes", default="grid,counters,nested")
arguments.add_argument("--machine", action="append", default=None)
options = arguments.parse_args()
inspector = options.inspector or os.path.join(ROOT, ".build", "release", "vsm-inspect")
folder = tempfile.mkdtemp(prefix="page-bench-")


def spec_size(shape, states):
    """The size argument of machines.py for about `states` states."""
    if shape == "grid":
        width = 10 ** ((len(str(states)) - 1 + 1) // 2)
        return f"{width}x{states // width}"
    return ",".join(["10"] * (len(str(states)) - 1))


cases = []   # (label, render arguments, a search query)
for shape in options.shapes.split(","):
    for states in [int(n) for n in options.sizes.split(",") if n]:
        size = spec_size(shape, states)
        path = machines.write(shape, size, os.path.join(folder, f"{shape}-{states}.yaml"))
        # The last state's name, typed key by key.
        if shape == "grid":
            query = f"x{int(size.split('x')[0]) - 1}y{int(size.split('x')[1]) - 1}"
        elif shape == "nested":
            query = ".".join(["n9"] * len(size.split(",")))
        else:
            query = "c1.v9 + counting.c2.v9"
        cases.append((f"{shape} {states:,}", [path], query))
for name in options.machine if options.machine is not None else ["RatesStore"]:
    cases.append((name, [name], "counter: 3, idle"))

chrome = webdriver.ChromeOptions()
chrome.binary_location = shutil.which("chromium") or shutil.which("chromium-browser")
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1500,950"]:
    chrome.add_argument(argument)
driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=chrome)
driver.set_page_load_timeout(120)

results = []
try:
    for label, render, query in cases:
        page = os.path.join(folder, label.replace(" ", "-").replace(",", "") + ".html")
        started = time.perf_counter()
        # Waited for with wait4, which gives this render's own peak resident memory.
        process = subprocess.Popen([inspector, "render", *render, "--format", "html", "--output", page, "--force"],
                                   stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            raise SystemExit(f"render {' '.join(render)} exited {process.returncode}")
        rendered = time.perf_counter() - started
        render_mib = usage.ru_maxrss / 1024
        opens, scripts, heaps, tasks, typed = [], [], [], [], []
        states = 0
        for _ in range(options.runs):
            driver.get("about:blank")
            started = time.perf_counter()
            driver.get("file://" + page)   # returns once the load event has fired
            while not driver.execute_script("return document.body && document.body.dataset.ready"):
                time.sleep(0.005)
            # From the navigation's start to the load event's end (the page's script runs before it).
            opens.append(driver.execute_script("return performance.getEntriesByType('navigation')[0].loadEventEnd"))
            scripts.append(float(driver.execute_script("return document.body.dataset.ready")))
            states = driver.execute_script("return window.explorer.names.length")
            time.sleep(0.3)   # the page's idle work (the names in lower case, for search)
            driver.execute_cdp_cmd("HeapProfiler.collectGarbage", {})
            # The heap's objects, and the typed arrays' memory beside it.
            usage = driver.execute_cdp_cmd("Runtime.getHeapUsage", {})
            heaps.append((usage["usedSize"] + usage.get("backingStorageSize", 0)) / 2 ** 20)
            # Typing a search: the longest task the page runs meanwhile (a frame is 16 ms; 50 ms
            # is where the browser calls a task long).
            driver.execute_script("""
                window.longest = 0;
                new PerformanceObserver(list => { for (const e of list.getEntries()) window.longest = Math.max(window.longest, e.duration); })
                  .observe({ type: 'longtask' });""")
            box = driver.find_element("id", "search")
            started = time.perf_counter()
            for key in query:
                box.send_keys(key)
            while driver.find_element("id", "search-count").text in ("",) or driver.execute_script(
                    "return document.getElementById('search').value") != query:
                time.sleep(0.005)
            time.sleep(0.4)   # the last key's search runs after a pause in typing
            typed.append((time.perf_counter() - started) * 1000)
            tasks.append(driver.execute_script("return window.longest"))
        size = os.path.getsize(page)
        result = {"machine": label, "states": states, "render_s": round(rendered, 2), "render_mib": round(render_mib),
                  "bytes": size,
                  "bytes_per_state": round(size / states), "open_ms": round(statistics.median(opens)),
                  "script_ms": round(statistics.median(scripts)), "heap_mib": round(statistics.median(heaps), 1),
                  "search_longest_task_ms": round(statistics.median(tasks)), "search_typed_ms": round(statistics.median(typed))}
        results.append(result)
        print(f"{label:>18}: {states:>7,} states, page {size / 1e6:6.2f} MB ({result['bytes_per_state']} B/state), "
              f"render {rendered:5.2f} s ({render_mib:.0f} MiB), open {result['open_ms']:5} ms (script {result['script_ms']} ms), "
              f"heap {result['heap_mib']} MiB, while searching: "
              + (f"a task of {result['search_longest_task_ms']} ms" if result['search_longest_task_ms'] else "no task over 50 ms"), flush=True)
finally:
    driver.quit()
    shutil.rmtree(folder)
print(json.dumps(results))
