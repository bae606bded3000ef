"""`explore MACHINE --web`: the page served on 127.0.0.1 only, reloads, refusals, Ctrl-C."""

import os
import shutil
import signal
import socket
import subprocess
import time

from support import INSPECT, ROOT, WORK, BrowserTest, inspect, wait_for


class Server:
    """A running `explore --web` on a free port."""

    def __init__(self, machine, extra=()):
        self.process = subprocess.Popen([INSPECT, "explore", machine, "--web", "--port", "0", *extra], cwd=ROOT,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        if "http://127.0.0.1:" not in line:
            self.process.kill()
            raise AssertionError(f"no URL printed: {line!r} {self.process.stderr.read()}")
        self.url = line.split(" at ")[1].split(" ")[0]
        self.port = int(self.url.rsplit(":", 1)[1].strip("/"))
        self.banner = line

    def request(self, head, address="127.0.0.1"):
        """Sends a raw request head; returns the status and the whole answer."""
        with socket.create_connection((address, self.port), timeout=5) as connection:
            connection.sendall(head.encode("latin-1"))
            data = b""
            while True:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                data += chunk
        text = data.decode("utf-8", "replace")
        return int(text.split(" ")[1]), text

    def get(self, target, host=None):
        return self.request(f"GET {target} HTTP/1.1\r\nHost: {host or f'127.0.0.1:{self.port}'}\r\n\r\n")

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if not self.process.stderr.closed:
            self.stderr = self.process.stderr.read()
            self.process.stdout.close()
            self.process.stderr.close()
        return self.process.returncode


class ServedPage(BrowserTest):
    def setUp(self):
        super().setUp()
        self.spec = os.path.join(WORK, "served-blog-entry.yaml")
        shutil.copy(os.path.join(ROOT, "Fixtures", "specs", "blog-entry.yaml"), self.spec)
        self.server = Server(self.spec)

    def tearDown(self):
        # The page leaves first: its event stream must not keep asking a stopped server (the
        # next test would see its failed requests).
        self.driver.get("about:blank")
        self.server.stop()
        super().tearDown()

    def test_listens_on_loopback_only_and_serves_the_page(self):
        self.assertIn("127.0.0.1 only", self.server.banner)
        # The listening socket is bound to 127.0.0.1 and to no other address.
        listening = []
        for table in ("/proc/net/tcp", "/proc/net/tcp6"):
            if not os.path.exists(table):
                continue
            with open(table) as file:
                for row in file.readlines()[1:]:
                    local, state = row.split()[1], row.split()[3]
                    if state == "0A" and int(local.rsplit(":", 1)[1], 16) == self.server.port:
                        listening.append(local.rsplit(":", 1)[0])
        self.assertEqual(listening, ["0100007F"])
        # Another address of the loopback range is refused: a server bound to every interface
        # (0.0.0.0) would answer there too.
        with self.assertRaises(OSError):
            socket.create_connection(("127.0.0.2", self.server.port), timeout=2).close()
        status, answer = self.server.get("/")
        self.assertEqual(status, 200)
        self.assertIn("Content-Security-Policy: default-src 'none'", answer)
        # No page of another site may frame the served page.
        self.assertIn("frame-ancestors 'none'\r\n", answer)
        self.assertIn("X-Frame-Options: DENY\r\n", answer)
        self.assertIn('"live":true', answer)

    def test_refuses_every_other_request(self):
        with open(self.spec) as file:
            secret = file.read().splitlines()[0]
        for target in ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "//etc/passwd", "/etc/passwd",
                       "/served-blog-entry.yaml", "/Fixtures/specs/blog-entry.yaml", "/index.html", "/events/../",
                       "/./", "http://127.0.0.1/", "*", "/%00", "/" + "a" * 3000]:
            status, answer = self.server.get(target)
            self.assertEqual(status, 404, target)
            self.assertNotIn("root:", answer)
            self.assertNotIn(secret, answer)
        # A query is not part of the path: the page, and nothing else.
        status, answer = self.server.get("/?file=../../etc/passwd")
        self.assertEqual(status, 200)
        self.assertNotIn("root:", answer)
        self.assertEqual(self.server.request(f"POST / HTTP/1.1\r\nHost: 127.0.0.1:{self.server.port}\r\nContent-Length: 0\r\n\r\n")[0], 405)
        self.assertEqual(self.server.get("/", host="evil.example:80")[0], 421)
        self.assertEqual(self.server.get("/", host=f"attacker.example:{self.server.port}")[0], 421)
        self.assertEqual(self.server.request("GET / HTTP/1.1\r\n\r\n")[0], 421)
        self.assertEqual(self.server.request("NONSENSE\r\n\r\n")[0], 400)
        self.assertEqual(self.server.request(f"GET / HTTP/1.1\r\nHost: localhost:{self.server.port}\r\nX: {'y' * 20000}\r\n\r\n")[0], 431)
        self.assertEqual(self.server.get("/", host=f"localhost:{self.server.port}")[0], 200)
        self.assertEqual(self.server.request(f"HEAD / HTTP/1.1\r\nHost: 127.0.0.1:{self.server.port}\r\n\r\n")[1].split("\r\n\r\n")[1], "")

    def test_reloads_the_page_when_the_spec_changes_and_keeps_the_path(self):
        self.open(self.server.url, "#path=load/finish:failed")
        self.assertEqual(self.current(), "failed")
        self.wait(lambda: self.by_id("live-status").text == "live")
        self.assertEqual(self.moves(), ["1.retry → loading", "2.dismiss → closed"])
        with open(self.spec) as file:
            text = file.read()
        with open(self.spec, "w") as file:
            file.write(text.replace("      dismiss: closed\n", "      dismiss: closed\n      escalate: support\n")
                       + "  support:\n    type: final\n")
        self.wait(lambda: "3.escalate → support" in self.moves(), timeout=10, message="the page did not reload")
        self.assertEqual(self.current(), "failed")
        self.assertEqual(self.fragment(), "#path=load/finish:failed")
        # A spec that no longer reads: the page says why and stays as it was.
        with open(self.spec, "w") as file:
            file.write(text.replace("dismiss: closed", "dismiss: nowhere"))
        self.wait(lambda: "nowhere" in self.by_id("notice").text, timeout=10, message="no problem shown")
        self.assertEqual(self.current(), "failed")
        self.assertEqual(self.server.get("/")[0], 200)

    def test_a_record_that_becomes_a_device_is_refused_and_the_page_stays(self):
        # The records are read again with the spec file, through the same input layer: a record
        # swapped for a link to /dev/zero is one line of bad input, never a 2 GiB read.
        self.server.stop()
        record = os.path.join(WORK, "served-record.jsonl")
        shutil.copy(os.path.join(ROOT, "Fixtures", "records", "blog-entry-spec.jsonl"), record)
        self.server = Server(self.spec, ["--coverage", record])
        self.open(self.server.url)
        self.wait(lambda: self.by_id("live-status").text == "live")
        os.remove(record)
        os.symlink("/dev/zero", record)
        with open(self.spec, "a") as file:
            file.write("# changed\n")
        self.wait(lambda: "is not a regular file" in self.by_id("notice").text, timeout=10, message="no problem shown")
        self.assertIn("served-record.jsonl", self.by_id("notice").text)
        self.assertEqual(self.server.get("/")[0], 200)
        self.assertIsNone(self.server.process.poll())

    def test_a_record_whose_seq_starts_again_after_the_largest_is_served(self):
        # seq 9223372036854775807 then 0 (a run resumed past the largest): no overflow trap; the
        # page is served, the server keeps answering, and conform reads the record as it does.
        self.server.stop()
        record = os.path.join(WORK, "served-largest-seq.jsonl")
        head = '{"v":1,"machine":"BlogEntrySpec","run":"r",'
        with open(record, "w") as file:
            file.write(head + '"seq":9223372036854775807,"action":"load","from":"initialized","to":"loading"}\n')
            file.write(head + '"seq":0,"action":"finish","from":"loading","to":"loaded"}\n')
        self.server = Server(self.spec, ["--coverage", record])
        self.open(self.server.url)
        self.wait(lambda: self.by_id("live-status").text == "live")
        self.assertEqual(self.server.get("/")[0], 200)
        self.assertIsNone(self.server.process.poll())
        run = inspect("conform", self.spec, record)
        self.assertEqual(run.returncode, 0, run.stderr)

    def test_followed_steps_show_as_they_arrive_and_a_drift_is_flagged(self):
        # explore --web --follow: lines appended to the record (as the recorder's file sink
        # writes them) walk the page to each step's state; a step the machine does not allow
        # is listed as not allowed and said in the notice.
        self.server.stop()
        record = os.path.join(WORK, "followed.jsonl")
        if os.path.exists(record):
            os.remove(record)
        self.server = Server(self.spec, ["--follow", record])
        self.open(self.server.url)
        self.wait(lambda: self.by_id("live-status").text == "live")
        self.assertFalse(self.by_id("follow-section").is_displayed())
        head = '{"v":1,"machine":"BlogEntrySpec","run":"app",'
        steps = [("load", "initialized", "loading"), ("finish", "loading", "loaded"), ("dismiss", "loaded", "closed")]
        for seq, (action, source, target) in enumerate(steps):
            with open(record, "a") as file:
                file.write(head + f'"seq":{seq},"action":"{action}","from":"{source}","to":"{target}"}}\n')
            self.wait(lambda: len(self.css("#follow-list li")) == seq + 1, message=f"step {seq} not shown")
            self.assertEqual(self.css("#follow-list li")[0].find_element("css selector", "code").text,
                             f"{source} --{action}--> {target}")
            if seq < 2:
                self.wait(lambda: self.current() == target, message=f"not walked to {target}")
        self.assertEqual(self.current(), "loaded")
        drift = self.css("#follow-list li")[0]
        self.assertIn("refused", drift.get_attribute("class"))
        self.assertEqual(drift.find_element("css selector", ".drift").text,
                         "Not allowed: " + record + ":3: step 2 of run app, loaded --dismiss--> closed, is not a move the machine allows; "
                         "from 'loaded' it allows: refresh → loading")
        self.assertTrue(self.by_id("notice").text.startswith("A followed step is not allowed: " + record + ":3: step 2 of run app"))
        self.assertEqual(self.by_id("follow-count").text, "3 (1 not allowed)")
        # The walk the steps made is the page's own: Back goes to the step before.
        self.by_id("back").click()
        self.assertEqual(self.current(), "loading")

    def test_slow_clients_and_many_streams_leave_the_page_answering(self):
        # No page of an earlier test's server keeps asking for its stream meanwhile.
        self.driver.get("about:blank")
        self.driver.get_log("browser")
        host = f"127.0.0.1:{self.server.port}"
        opened = []
        try:
            # 64 clients that send a request head a byte at a time and never finish it.
            slow = []
            for _ in range(64):
                connection = socket.create_connection(("127.0.0.1", self.server.port), timeout=10)
                connection.sendall(b"G")
                slow.append(connection)
            opened += slow
            # 40 event streams, each kept open.
            streams = []
            for _ in range(40):
                connection = socket.create_connection(("127.0.0.1", self.server.port), timeout=10)
                connection.sendall(f"GET /events HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
                self.assertIn(b"200 OK", connection.recv(4096))
                streams.append(connection)
            opened += streams
            # The page still answers.
            status, answer = self.server.get("/")
            self.assertEqual(status, 200)
            self.assertIn('"live":true', answer)
            # Past 32 requests read at once, the oldest slow clients were dropped; past 16
            # streams, the oldest streams were closed.
            def closed(connection):
                connection.settimeout(10)
                try:
                    while connection.recv(4096):
                        pass
                    return True
                except (ConnectionResetError, socket.timeout):
                    return False
            self.assertTrue(closed(slow[0]))
            self.assertTrue(closed(streams[0]))
            # A slow client that keeps sending a byte now and then is cut off once the whole
            # head has taken 5 seconds, whatever it sends.
            last = slow[-1]
            cut = False
            for _ in range(10):
                try:
                    last.sendall(b"E")
                except OSError:
                    cut = True
                    break
                last.settimeout(1)
                try:
                    data = last.recv(4096)
                    if data == b"" or data.startswith(b"HTTP/1.1 4"):
                        cut = True
                        break
                except socket.timeout:
                    pass
            self.assertTrue(cut, "a client sending a byte a second kept its connection past 10 s")
            self.assertEqual(self.server.get("/")[0], 200)
        finally:
            for connection in opened:
                connection.close()

    def test_stops_cleanly_on_ctrl_c(self):
        self.open(self.server.url)
        self.assertEqual(self.current(), "initialized")
        started = time.time()
        self.assertEqual(self.server.stop(), 0)
        self.assertLess(time.time() - started, 3)
        self.assertIn("stopped serving BlogEntry", self.server.stderr)
        self.wait(lambda: self.by_id("live-status").text == "server stopped")
        with self.assertRaises(OSError):
            socket.create_connection(("127.0.0.1", self.server.port), timeout=2).close()
        self.driver.get("about:blank")
        self.driver.get_log("browser")   # the page's stream ends with the server: not the page's error


class Help(BrowserTest):
    def test_help_says_the_server_is_for_this_machine_only(self):
        run = inspect("explore", "--help")
        self.assertIn("127.0.0.1", run.stdout)
        self.assertIn("never another interface", run.stdout)
        run = inspect("explore", "BlogEntry", "--port", "8080", check=False)
        self.assertEqual(run.returncode, 64)
        self.assertIn("--port goes with --web", run.stderr)
