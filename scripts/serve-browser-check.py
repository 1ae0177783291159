"""The live preview in a real browser: load the page, click a row in the click-through
car, see the next screen; edit the state file, see the change within a second; save from
a typed control and see another open page update; see a journey as a storyboard; open an
entry with a catalog option in its address and see it applied; stop the
server with SIGINT and check it exits 0. Usage: serve-browser-check.py BINARY CHROMIUM
WORKDIR [--docs]. Prints one line per check; exit 0 ok, 1 failure."""
import json
import os
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from cdp import Browser  # noqa: E402

binary, chromium, work = sys.argv[1], sys.argv[2], sys.argv[3]
docs = "--docs" in sys.argv[4:]
state = os.path.join(work, "state.json")


def fail(message):
    print(f"serve-browser-check: {message}", file=sys.stderr)
    sys.exit(1)


def write_state(artist_name):
    document = {
        "catalog": {
            "artists": [
                {"uuid": "77a58ff9-2e01-c59c-b8eb-cff106049b72", "name": artist_name, "sort_name": artist_name,
                 "featured": 1, "show_count": 2049, "source_count": 13348, "features": {"sets": False}},
                {"uuid": "ce1dd669-3f3b-0186-ab59-e8300e92db7f", "name": "Widespread Panic",
                 "sort_name": "Widespread Panic", "featured": 1, "show_count": 2215, "source_count": 2365}],
            "years": {"77a58ff9-2e01-c59c-b8eb-cff106049b72": [
                {"uuid": "y-1977", "year": "1977", "show_count": 60, "source_count": 573, "duration": 3925481,
                 "avg_rating": 9.4}]},
        },
        "library": {"favorite_artists": ["77a58ff9-2e01-c59c-b8eb-cff106049b72"]},
        "network": "online",
    }
    temporary = state + ".tmp"
    with open(temporary, "w") as out:
        json.dump(document, out, indent=1)
    os.replace(temporary, state)


write_state("Grateful Dead")
server = subprocess.Popen([binary, "serve", "--port", "0", "--state", state, "--watch", "none"],
                          stdout=subprocess.PIPE, text=True)
first = server.stdout.readline().strip()
if not first.startswith("Serving http://127.0.0.1:") or not first.endswith("/"):
    server.kill()
    fail(f"the first line is not 'Serving http://127.0.0.1:PORT/': {first!r}")
url = first.split(" ", 1)[1]
print(f"serve-browser-check: {first}")
browser = Browser(chromium, os.path.join(work, "profile"))
try:
    # Load the page in the click-through car and wait for the car drawing.
    browser.navigate(url + "?car=")
    browser.wait_for("!!(Array.prototype.find.call(document.querySelectorAll('#drivecar .v'),function(v){return v.offsetParent!==null;})||{querySelector:function(){return null;}}).querySelector('[data-role=content] [data-role=row]')", what="the car's rows")
    before = browser.evaluate("Array.prototype.find.call(document.querySelectorAll('#drivecar .v'),function(v){return v.offsetParent!==null;}).querySelector('text[data-role=title]').textContent")
    started = time.time()
    browser.click("Array.prototype.find.call(document.querySelectorAll('#drivecar .v'),function(v){return v.offsetParent!==null;}).querySelectorAll('[data-role=content] [data-role=row]')[0]")
    title, _ = browser.wait_for(
        "document.body.getAttribute('data-depth')==='2'&&Array.prototype.find.call(document.querySelectorAll('#drivecar .v'),function(v){return v.offsetParent!==null;}).querySelector('text[data-role=title]').textContent",
        what="the next screen after a tap")
    print(f"serve-browser-check: tapped the first row on '{before}': now on '{title}' at depth 2 "
          f"({(time.time() - started) * 1000:.0f} ms)")
    if title != "Grateful Dead":
        fail(f"the tap led to '{title}', expected 'Grateful Dead'")
    # Edit the state file: the open page shows the change within a second.
    started = time.time()
    write_state("Grateful Dead (edited)")
    browser.wait_for("Array.prototype.find.call(document.querySelectorAll('#drivecar .v'),function(v){return v.offsetParent!==null;}).querySelector('text[data-role=title]').textContent==='Grateful Dead (edited)'",
                     timeout=1.0, what="the edited artist name within a second")
    print(f"serve-browser-check: the state file edit showed in the page after {(time.time() - started) * 1000:.0f} ms")
    # Save from the page: a typed control (Network) writes its field and saves; a second
    # open page updates too, and serve prints a reload line for the save.
    second = Browser(chromium, os.path.join(work, "profile-second"))
    try:
        second.navigate(url + "?entry=relisten/artists@loaded")
        second.wait_for("!!document.querySelector('#car .car')", what="a second page's drawing")
        version = second.evaluate("document.body.getAttribute('data-version')")
        browser.wait_for("!!document.querySelector('[data-control]')", what="the typed state controls")
        labels = browser.evaluate("Array.from(document.querySelectorAll('#controlsbox label')).map(function(l){return l.textContent.trim().split(' ')[0];}).join(',')")
        for wanted in ["Playback", "Current", "Network", "limited", "Display", "Appearance"]:
            if wanted not in labels:
                fail(f"no '{wanted}' control beside the state editor: {labels}")
        started = time.time()
        browser.evaluate("(function(){var s=document.querySelectorAll('[data-control]')[2];s.value='\"offline\"';s.onchange();return 1;})()")
        second.wait_for(f"document.body.getAttribute('data-version')!=='{version}'", timeout=2.0,
                        what="the second page reloading after Save")
        with open(state) as saved:
            if json.load(saved).get("network") != "offline":
                fail("the Network control did not save network: offline into the state file")
        print(f"serve-browser-check: Save from a typed control updated another open page after {(time.time() - started) * 1000:.0f} ms")
    finally:
        second.close()
    # A journey is a storyboard: a car per step.
    browser.navigate(url + "?entry=journeys/browse-to-jump")
    cars, _ = browser.wait_for("document.querySelectorAll('#car .storyboard .frame .car').length", what="a journey's storyboard")
    print(f"serve-browser-check: journeys/browse-to-jump drawn as a storyboard of {cars} cars")
    # The entry view: a screen with its drawing, text and golden.
    browser.navigate(url + "?entry=relisten/artists@loaded")
    browser.wait_for("!!document.querySelector('#car .car')&&document.getElementById('text').textContent.length>0",
                     what="an entry's drawing and text")
    shot = os.path.join(work, "preview.png")
    size = browser.screenshot(shot)
    if size < 20000:
        fail(f"the screenshot is nearly empty ({size} bytes)")
    print(f"serve-browser-check: 1280×800 screenshot {size} bytes")
    # A catalog option is the page's own: in its address, sent with its requests.
    browser.navigate(url + "?entry=relisten/years@loaded&artist=ce1dd669-3f3b-0186-ab59-e8300e92db7f")
    browser.wait_for("document.getElementById('text').textContent.indexOf('Widespread Panic')>=0"
                     "&&location.search.indexOf('artist=ce1dd669')>=0", what="the page's own --artist, kept in its address")
    print("serve-browser-check: ?artist=… in the address showed that artist's years")
finally:
    browser.close()
    server.send_signal(signal.SIGINT)
    try:
        code = server.wait(timeout=5)
    except subprocess.TimeoutExpired:
        server.kill()
        fail("serve did not stop within 5 s of SIGINT")
rest = server.stdout.read()
if docs:
    # The picture in Docs/preview.md: the built-in state, driven Browse → Grateful Dead →
    # 1977 → 1977-05-08 → its first source → "Loser", then 30 s of playback.
    shown = subprocess.Popen([binary, "serve", "--port", "0", "--watch", "none"], stdout=subprocess.PIPE, text=True)
    docs_url = shown.stdout.readline().strip().split(" ", 1)[1]
    browser = Browser(chromium, os.path.join(work, "profile-docs"))
    try:
        browser.navigate(docs_url + "?car=r1.r2.r1.r0.r1.w30")
        browser.wait_for("document.body.getAttribute('data-depth')==='2'&&!!Array.prototype.find.call(document.querySelectorAll('#drivecar .v'),function(v){return v.offsetParent!==null;}).querySelector('[data-role=transport]')",
                         what="now playing after the drive")
        browser.screenshot("Docs/preview-page.png")
        print("serve-browser-check: wrote Docs/preview-page.png")
    finally:
        browser.close()
        shown.send_signal(signal.SIGINT)
        shown.wait(timeout=5)
if code != 0:
    fail(f"serve exited {code} after SIGINT")
if "Reloaded" not in rest:
    fail(f"serve printed no reload line for the state edit: {rest!r}")
if "Reloaded (saved " not in rest:
    fail(f"serve printed no reload line for the page's Save: {rest!r}")
print("serve-browser-check: ok — loaded, tapped a row into the next screen, saw a state edit live, "
      "showed a page's own option, stopped cleanly on SIGINT")
