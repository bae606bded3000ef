"""The web explorer's page of a 5,000-state machine: how long rendering it takes, how long
Chromium takes to open it, and how long the page's longest task lasts while a search is typed.

    python3 Benchmarks/page-bench.py INSPECTOR [RUNS]

INSPECTOR is Benchmarks' page-inspector (the rates store with RATES_COUNTER_BOUND, default 832:
5,004 states). Prints one line per figure; each figure is the median of RUNS (default 5)."""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

inspector = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
folder = tempfile.mkdtemp(prefix="page-bench-")
page = os.path.join(folder, "rates.html")

renders = []
for _ in range(3):
    started = time.perf_counter()
    subprocess.run([inspector, "render", "RatesStore", "--format", "html", "--output", page, "--force"], check=True,
                   stderr=subprocess.DEVNULL)
    renders.append(time.perf_counter() - started)

options = webdriver.ChromeOptions()
options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser")
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1500,950"]:
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)

loads, scripts, searches, states = [], [], [], None
try:
    for _ in range(runs):
        driver.get("about:blank")
        started = time.perf_counter()
        driver.get("file://" + page)   # returns once the load event has fired
        while not driver.execute_script("return document.body && document.body.dataset.ready"):
            time.sleep(0.005)
        wall = time.perf_counter() - started
        navigation = driver.execute_script(
            "const t = performance.getEntriesByType('navigation')[0]; return t.loadEventEnd - t.startTime")
        loads.append(max(wall * 1000, navigation))
        scripts.append(float(driver.execute_script("return document.body.dataset.ready")))
        states = driver.execute_script("return window.explorer.names.length")
        size = os.path.getsize(page)
        # Typing a search: the longest task the page runs meanwhile (a frame is 16 ms; 50 ms is
        # where the browser calls a task long).
        driver.execute_script("""
            window.longest = 0;
            new PerformanceObserver(list => { for (const e of list.getEntries()) window.longest = Math.max(window.longest, e.duration); })
              .observe({ type: 'longtask', buffered: false });""")
        box = driver.find_element("id", "search")
        started = time.perf_counter()
        for key in "counter: 41":
            box.send_keys(key)
        while driver.find_element("id", "search-count").text != "66 states":
            time.sleep(0.005)
        typed = time.perf_counter() - started
        searches.append((driver.execute_script("return window.longest"), typed * 1000))
finally:
    driver.quit()
    shutil.rmtree(folder)

print(f"states: {states}, page: {os.path.basename(page)}")
print(f"render (explore, layout, page) median of 3: {statistics.median(renders):.2f} s")
print(f"open in Chromium (navigation to load event, or to the script done if later): first {loads[0]:.0f} ms, "
      f"median of {runs} {statistics.median(loads):.0f} ms")
print(f"of which the page's script: first {scripts[0]:.0f} ms, median {statistics.median(scripts):.0f} ms; "
      f"page size {size / 1e6:.1f} MB")
print(f"typing 'counter: 41' (11 keys) until its 66 matches show: median {statistics.median(s[1] for s in searches):.0f} ms; "
      f"longest task meanwhile: median {statistics.median(s[0] for s in searches):.0f} ms")
