"""Loads pages in one headless Chromium (scripts/cdp.py) and writes, for each, its DOM
after load or a screenshot: what `chromium --window-size=W,H --dump-dom URL` and
`--screenshot` give, without starting a browser per page (each start costs about 3 s).
Every page is loaded afresh in a viewport of its own size, its scripts run to the load
event, then `document.documentElement.outerHTML` (as --dump-dom prints it) or a PNG of the
viewport is written.

  browser-pages.py CHROMIUM PROFILE-DIR JOB...   JOB: WxH:dom:OUT:URL or WxH:png:OUT:URL

Exit 0 when every job wrote its file, 1 otherwise (the DOM's contents are the caller's to
check)."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from cdp import Browser  # noqa: E402

chromium, profile, jobs = sys.argv[1], sys.argv[2], sys.argv[3:]
browser = Browser(chromium, profile)
try:
    for job in jobs:
        size, kind, out, url = job.split(":", 3)
        width, height = (int(n) for n in size.split("x"))
        browser.call("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        # A blank page between two loads (a load of the same address with another #hash
        # would otherwise only scroll, and its scripts would not run again), marked: the
        # page asked for is the first document after it without the mark.
        browser.navigate("about:blank")
        browser.wait_for("location.href==='about:blank'&&document.readyState==='complete'", what="a blank page")
        browser.evaluate("window.browserPagesBlank=true")
        browser.navigate(url)
        browser.wait_for("!window.browserPagesBlank&&document.readyState==='complete'", timeout=60.0,
                         what=f"{url} to load")
        if kind == "dom":
            with open(out, "w", encoding="utf-8") as file:
                file.write(browser.evaluate("document.documentElement.outerHTML"))
        elif kind == "png":
            browser.screenshot(out)
        else:
            raise SystemExit(f"browser-pages: unknown kind {kind!r} in {job!r}")
except RuntimeError as error:
    print(f"browser-pages: {error}", file=sys.stderr)
    sys.exit(1)
finally:
    browser.close()
