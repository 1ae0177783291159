import GoldenCore

/// The live preview page: one self-contained document (no network but its own server),
/// whose script fetches the catalog and each entry from the `/api` routes and listens to
/// `/events` for reloads and builds. Its car drawings come from the review page's
/// ``CarScreenHTML`` and are styled by the review page's own stylesheet.
enum PreviewPage {
    static let html = """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>CarPlay live preview</title>
    <style>\(ReviewStyle.css)\(PreviewStyle.css)</style></head>
    <body class="size-800 car-dark">
    \(header)
    <div class="layout"><nav id="sidebar" aria-label="Catalog"></nav><main>
    <div id="banner" hidden></div>
    \(entryView)
    \(driveView)
    \(editorView)
    </main></div>
    <script>\(PreviewScript.js)</script>
    </body></html>

    """

    static let header = """
    <header><h1>CarPlay live preview <span id="live" class="pill">connecting…</span></h1>
    <div class="controls">
    <input id="filter" type="search" placeholder="Filter screens, journeys, files…" aria-label="Filter">
    <select id="profile" aria-label="Car profile"><option value="">the entry's car</option></select>
    <select id="ios" aria-label="iOS version"><option value="">iOS: the profile's</option><option>14</option><option>15</option>
    <option>17</option><option>18.4</option><option>26</option><option>26.4</option></select>
    <select id="display" aria-label="Display class"><option value="800">800×480</option><option value="1920">1920×720 wide</option></select>
    <select id="look" aria-label="Appearance"><option value="dark">dark</option><option value="light">light</option></select>
    </div></header>
    """

    static let entryView = """
    <section id="view" class="item" hidden>
    <h2><span id="title"></span> <span id="kind" class="pill"></span> <span id="carname" class="profile"></span></h2>
    <p id="summary" class="note"></p><p id="entryerror" class="problem" hidden></p>
    <div class="cols"><div id="car"></div><div id="findingsbox"><h3>Lint findings</h3><ul id="findings"></ul></div></div>
    <div class="cols beforeafter"><div><h3>Live render (driver view)</h3><pre id="text" class="render"></pre></div>
    <div><h3 id="goldenhead">Golden</h3><pre id="golden" class="render"></pre></div></div>
    <div id="diffbox" hidden><h3>Diff (golden → live render)</h3><pre id="diff" class="diff"></pre></div>
    <details><summary>Details view</summary><pre id="details"></pre></details>
    <details><summary>JSON</summary><pre id="json"></pre></details>
    </section>
    """

    static let driveView = """
    <section id="drive" class="item" hidden>
    <h2>Drive the app <span id="depth" class="pill"></span> <span id="clock" class="profile"></span></h2>
    <p class="note">Tap rows, grid buttons, now playing buttons, alert actions, tabs and Back in the car: each tap goes through the app's own reducer.</p>
    <div class="drivebar"><button id="back">‹ Back</button><button id="undo">Undo</button><button id="restart">Start again</button>
    <button id="wait10">+10 s playback</button><button id="wait30">+30 s playback</button><button id="record">Record as journey</button></div>
    <p id="driveerror" class="problem" hidden></p>
    <div class="cols"><div id="drivecar"></div><div><h3>Steps</h3><ul id="captions"></ul></div></div>
    <h3>Operations the car received for the last step</h3><pre id="operations"></pre>
    <div id="journeybox" hidden><h3>As a journey</h3><pre id="journey"></pre></div>
    </section>
    """

    static let editorView = """
    <section id="editor" class="item">
    <h2>State <span id="statepath" class="profile"></span></h2>
    <div id="controlsbox" class="controlsbox"></div>
    <div id="optionsbox"></div>
    <p id="stateproblem" class="problem" hidden></p><p id="stateok" class="note" hidden></p>
    <textarea id="state" spellcheck="false" aria-label="State document" placeholder="Start serve with --state FILE to edit the state document here."></textarea>
    <div class="drivebar"><button id="save" disabled>Save to the state file</button><span id="savemessage" class="note"></span></div>
    </section>
    """
}

/// The preview's own layout beside the review stylesheet.
enum PreviewStyle {
    static let css = """
    header h1 .pill{vertical-align:middle}.pill.live{background:#30d158;color:#000}.pill.down{background:#ff453a;color:#000}
    #sidebar .drive a{font-weight:700;color:var(--acc)}#sidebar li.current a{color:var(--acc);font-weight:600}
    #banner{margin:0 0 4px;padding:10px 14px;border-radius:10px;background:#ff9f0a;color:#000}#banner.failed{background:#ff453a}
    #banner pre{background:rgba(0,0,0,.12);color:#000;max-height:260px}
    .problem{color:#ff453a;white-space:pre-wrap;font:12px/1.4 ui-monospace,"DejaVu Sans Mono",monospace}
    #findings{margin:0;padding-left:18px;font-size:12px;max-width:420px}#findings .error{color:#ff453a}#findings .warning{color:#ff9f0a}
    .row.finding,[data-role=row].finding{outline:2px solid #ff453a;outline-offset:-2px;filter:drop-shadow(0 0 3px #ff453a)}
    #drivecar [data-role=row],#drivecar [data-role=imagerow],#drivecar [data-role=tab],#drivecar [data-role=action],#drivecar [data-role=npbutton],#drivecar [data-role=back],#drivecar [data-role=upnext],#drivecar [data-role=albumartist],#drivecar [data-role=gridbutton]{cursor:pointer}
    .drivebar{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}
    button{padding:5px 12px;border-radius:8px;border:1px solid var(--line);background:var(--card);color:var(--fg);font:inherit;cursor:pointer}
    #drivecar .row,#drivecar .cell,#drivecar .npbtn,#drivecar .upnext,#drivecar .aabutton,#drivecar .abtn,#drivecar .tab,#drivecar .back{cursor:pointer}
    #drivecar .row:hover,#drivecar .cell:hover{background:rgba(10,132,255,.18)}
    #captions{font-size:12px;margin:0;padding-left:22px}
    textarea#state{width:100%;box-sizing:border-box;min-height:220px;font:12px/1.35 ui-monospace,"DejaVu Sans Mono",monospace;
    background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:8px;padding:8px}
    #optionsbox label{margin-right:12px;font-size:13px}#optionsbox input{width:140px}
    .controlsbox{display:flex;flex-wrap:wrap;gap:6px 14px;margin:6px 0 10px;font-size:13px}.controlsbox select{max-width:260px}
    #car .filmstrip .frame figcaption{font-size:12px}
    """
}
