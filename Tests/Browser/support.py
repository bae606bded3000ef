"""What the browser tests share: the built inspector, pages rendered into a temporary
folder, one headless Chromium (Debian's, through its chromedriver), and checks that a page
logged no error and made no request."""

import json
import os
import shutil
import subprocess
import tempfile
import time
import unittest

from selenium.common.exceptions import StaleElementReferenceException
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INSPECT = os.environ.get("VSM_INSPECT") or os.path.join(ROOT, ".build", "debug", "vsm-inspect")
WORK = tempfile.mkdtemp(prefix="vsm-inspect-browser-")


def inspect(*arguments, check=True, **options):
    """Runs the inspector in the repository's root."""
    run = subprocess.run([INSPECT, *arguments], cwd=ROOT, capture_output=True, text=True, **options)
    if check and run.returncode not in (0, 1):
        raise AssertionError(f"vsm-inspect {' '.join(arguments)} exited {run.returncode}: {run.stderr}")
    return run


_pages = {}


def page(machine, *options):
    """The file of `render MACHINE --format html`, rendered once per machine and options."""
    key = (machine, options)
    if key not in _pages:
        name = os.path.basename(machine).split(".")[0] + "-" + str(len(_pages)) + ".html"
        path = os.path.join(WORK, name)
        inspect("render", machine, "--format", "html", "--output", path, *options)
        _pages[key] = path
    return _pages[key]


def executable(*names):
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    raise AssertionError(f"none of {names} is installed: run scripts/install-deps.sh")


_driver = None


def browser():
    """One headless Chromium for the whole run, with its console and network logged."""
    global _driver
    if _driver is None:
        options = webdriver.ChromeOptions()
        options.binary_location = executable("chromium", "chromium-browser")
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--window-size=1500,950", "--no-first-run", "--disable-extensions",
                         "--disable-background-networking", "--disable-component-update"]:
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
        _driver = webdriver.Chrome(service=Service(executable("chromedriver")), options=options)
        _driver.set_page_load_timeout(30)
    return _driver


def quit_browser():
    global _driver
    if _driver is not None:
        _driver.quit()
        _driver = None


class BrowserTest(unittest.TestCase):
    """A test with the browser at hand; after each, the page must have logged no error."""

    allowed_requests = ()

    def setUp(self):
        self.driver = browser()
        self.driver.get_log("browser")
        self.driver.get_log("performance")

    def tearDown(self):
        errors = [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] in ("SEVERE", "ERROR")]
        self.assertEqual(errors, [], "the page logged errors")

    # Opening and waiting.

    def open(self, path, fragment=""):
        """Opens a page file (or URL) and waits until its script has run."""
        url = path if "://" in path else "file://" + path
        self.driver.get("about:blank")
        self.driver.get(url + fragment)
        return self.wait_ready()

    def wait_ready(self):
        WebDriverWait(self.driver, 10).until(lambda d: d.execute_script("return document.body && document.body.dataset.ready"))
        return float(self.driver.execute_script("return document.body.dataset.ready"))

    def wait(self, condition, timeout=10, message=""):
        # A page that re-renders (a reload, a new list of moves) can replace an element between
        # finding it and reading it; that is "not yet", not a failure.
        return WebDriverWait(self.driver, timeout, ignored_exceptions=(StaleElementReferenceException,)).until(lambda d: condition(), message)

    def requests(self):
        """The URLs the page asked for since the last call."""
        urls = []
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.requestWillBeSent":
                urls.append(message["params"]["request"]["url"])
        return urls

    # Reading and acting.

    def by_id(self, name):
        return self.driver.find_element(By.ID, name)

    def css(self, selector):
        return self.driver.find_elements(By.CSS_SELECTOR, selector)

    def current(self):
        return self.by_id("current-state").text

    def fragment(self):
        return self.driver.execute_script("return location.hash")

    def moves(self):
        return [button.text for button in self.css("#moves .move")]

    def take(self, choice):
        self.css(f'#moves .move[data-choice="{choice}"]')[0].click()

    def key(self, key):
        self.driver.execute_script("document.activeElement && document.activeElement.blur()")
        from selenium.webdriver.common.action_chains import ActionChains
        ActionChains(self.driver).send_keys(key).perform()

    def classes(self, element_id):
        return (self.driver.execute_script(
            "const e = document.getElementById(arguments[0]); return e ? e.getAttribute('class') : null", element_id) or "").split()

    def node(self, view, index):
        return self.by_id(f"{view}-n{index}")

    def breadcrumb(self):
        return self.by_id("breadcrumb").text.replace("\n", " ")


def golden(name):
    with open(os.path.join(ROOT, "Tests", "Browser", "golden", name), encoding="utf-8") as file:
        return file.read()


def wait_for(condition, timeout=10.0, interval=0.05):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError("timed out")
