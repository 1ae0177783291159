"""A minimal Chrome DevTools Protocol client over --remote-debugging-pipe (Python's
standard library only): starts headless Chromium, opens a page, evaluates script in it,
clicks with real mouse events and takes screenshots. Used by serve-browser-check.py and
browser-pages.py."""
import base64
import json
import os
import subprocess
import time


class Browser:
    def __init__(self, binary, profile_dir, width=1280, height=800):
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()
        # The child's ends first go above 3 and 4, so wiring them there clobbers neither.
        to_browser_r, from_browser_w = self._high(to_browser_r), self._high(from_browser_w)

        def wire():  # the browser reads commands on fd 3 and writes answers on fd 4
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)

        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
             "--remote-debugging-pipe", "--user-data-dir=" + profile_dir, "about:blank"],
            pass_fds=(3, 4), preexec_fn=wire,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next = 0
        self.session = None
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable")
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    @staticmethod
    def _high(fd):
        moved = os.dup2(fd, fd + 100)
        os.close(fd)
        return moved

    def call(self, method, params=None, timeout=30):
        self._next += 1
        message = {"id": self._next, "method": method, "params": params or {}}
        if self.session and not method.startswith("Target."):
            message["sessionId"] = self.session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b"\0" in self._buffer:
                raw, self._buffer = self._buffer.split(b"\0", 1)
                answer = json.loads(raw)
                if answer.get("id") == self._next:
                    if "error" in answer:
                        raise RuntimeError(f"{method}: {answer['error']}")
                    return answer.get("result", {})
            chunk = os.read(self._from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed its pipe")
            self._buffer += chunk
        raise RuntimeError(f"{method}: no answer in {timeout} s")

    def navigate(self, url):
        self.call("Page.navigate", {"url": url})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10.0, what=""):
        """Polls `expression` until it is truthy; its value and the seconds it took."""
        started = time.time()
        while time.time() - started < timeout:
            try:
                value = self.evaluate(expression)
            except RuntimeError:  # the page is still loading (no body yet)
                value = None
            if value:
                return value, time.time() - started
            time.sleep(0.02)
        raise RuntimeError(f"timed out after {timeout} s waiting for {what or expression}")

    def click(self, selector_expression):
        """A real mouse click at the middle of the element the expression returns."""
        box = self.evaluate(f"(function(){{var e={selector_expression};e.scrollIntoView({{block:'center'}});"
                            "var r=e.getBoundingClientRect();return [r.left+r.width/2,r.top+r.height/2];})()")
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent",
                      {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as out:
            out.write(base64.b64decode(data))
        return os.path.getsize(path)

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._to_browser)
        os.close(self._from_browser)
