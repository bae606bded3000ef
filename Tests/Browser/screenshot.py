"""Takes a screenshot of an explorer page in the browser tests' Chromium, for the README.

    python3 Tests/Browser/screenshot.py PAGE.html FRAGMENT OUT.png [WIDTH HEIGHT]"""

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from support import browser, quit_browser  # noqa: E402

page, fragment, out = sys.argv[1:4]
width, height = (int(sys.argv[4]), int(sys.argv[5])) if len(sys.argv) > 5 else (1400, 820)
driver = browser()
try:
    driver.set_window_size(width, height)
    driver.get("file://" + os.path.abspath(page) + fragment)
    deadline = time.time() + 10
    while not driver.execute_script("return document.body && document.body.dataset.ready") and time.time() < deadline:
        time.sleep(0.05)
    for script in sys.argv[6:]:
        driver.execute_script(script)
    time.sleep(0.3)
    driver.save_screenshot(out)
finally:
    quit_browser()
print(f"screenshot written to {out}")
