/// The review page's inline stylesheet and control script.
package enum ReviewStyle {
    package static let css = page + car

    /// Page layout: header, sidebar, cards, diffs, filmstrips.
    static let page = """
    :root{color-scheme:light dark;--bg:#f4f4f6;--fg:#16161a;--card:#fff;--dim:#8e8e93;--acc:#0a84ff;--add:#d7f5dd;--del:#fde2e1;--line:#d1d1d6;--mark:#ffd60a}
    @media (prefers-color-scheme:dark){:root{--bg:#000;--fg:#f2f2f7;--card:#1c1c1e;--add:#12361c;--del:#4a1916;--line:#3a3a3c;--mark:#8a6d00}}
    body{margin:0;font:14px/1.4 -apple-system,system-ui,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
    header{position:sticky;top:0;background:var(--bg);padding:10px 20px;border-bottom:1px solid var(--line);z-index:2}
    h1{font-size:20px;margin:0 0 4px}h2{font-size:15px;margin:0 0 8px;word-break:break-all}h3{font-size:13px;margin:8px 0 4px;color:var(--dim)}
    .summary{margin:0 0 6px}.controls{display:flex;flex-wrap:wrap;gap:8px}
    input[type=search],select{padding:5px 9px;border-radius:8px;border:1px solid var(--line);background:var(--card);color:var(--fg);font:inherit}
    input[type=search]{width:260px;max-width:100%}
    .layout{display:flex;align-items:flex-start}
    nav{position:sticky;top:96px;width:250px;flex:none;max-height:calc(100vh - 110px);overflow:auto;padding:8px 0 8px 12px;font-size:13px}
    nav summary{cursor:pointer;font-weight:600;padding:2px 0;word-break:break-all}nav ul{list-style:none;margin:0;padding:0 0 4px 14px}
    nav a{color:inherit;text-decoration:none;display:block;padding:1px 0}nav a:hover{color:var(--acc)}
    .dot{display:inline-block;width:8px;height:8px;border-radius:4px;margin-right:6px;background:var(--line)}
    .dot.changed{background:#ff9f0a}.dot.new{background:#30d158}.dot.removed{background:#ff453a}
    main{flex:1;min-width:0;padding:12px 20px;display:flex;flex-direction:column;gap:14px}
    .item{background:var(--card);border-radius:12px;padding:14px;border:1px solid var(--line);scroll-margin-top:100px}
    .item.changed{border-color:#ff9f0a}.item.new{border-color:#30d158}.item.removed{border-color:#ff453a}
    .pill{font-size:11px;padding:2px 8px;border-radius:10px;background:var(--line)}.pill.changed{background:#ff9f0a;color:#000}
    .pill.new{background:#30d158;color:#000}.pill.removed{background:#ff453a;color:#000}
    .profile{font-size:11px;color:var(--dim)}
    .cols{display:flex;gap:14px;align-items:flex-start;flex-wrap:wrap}.beforeafter>div{flex:1;min-width:280px}
    pre{font:12px/1.35 ui-monospace,"DejaVu Sans Mono",Menlo,monospace;margin:0;overflow:auto;max-height:520px;padding:8px;border-radius:8px;background:var(--bg)}
    pre .add,.diff .add{background:var(--add);display:block}pre .del,.diff .del{background:var(--del);display:block}
    .diff .hunk{color:var(--acc);display:block}.diff .ctx{display:block}
    .filmstrip{display:flex;gap:10px;overflow-x:auto;padding-bottom:6px}.frame{margin:0;flex:none;max-width:560px}
    .frame figcaption{font-weight:600;font-size:12px;margin-bottom:4px}.frame pre{font-size:10px;max-height:380px}
    mark.tap{background:var(--mark);color:inherit;outline:2px solid var(--mark)}
    .note{color:var(--dim);font-style:italic}
    @media (max-width:700px){.layout{display:block}nav{position:static;width:auto;max-height:220px;border-bottom:1px solid var(--line)}
    main{padding:10px}header{position:static}}
    """

    /// The car frame: a landscape CarPlay display with its dock, in two sizes and two looks.
    static let car = """
    .car{--cbg:#1c1c1e;--cfg:#f2f2f7;--cdim:#8e8e93;--crow:rgba(255,255,255,.08);--cbar:rgba(255,255,255,.06);--cph:rgba(255,255,255,.14);
    display:flex;flex:none;aspect-ratio:800/480;width:600px;max-width:100%;background:var(--cbg);color:var(--cfg);border-radius:14px;overflow:hidden;
    border:6px solid #3a3a3c;box-sizing:border-box}
    .size-1920 .car{aspect-ratio:1920/720;width:960px}
    .car-light .car{--cbg:#f2f2f7;--cfg:#000;--cdim:#6e6e73;--crow:rgba(0,0,0,.08);--cbar:rgba(0,0,0,.05);--cph:rgba(0,0,0,.1);border-color:#c7c7cc}
    .dock{width:10%;min-width:44px;display:flex;flex-direction:column;align-items:center;gap:10px;padding:8px 0;background:var(--cbar);font-size:13px}
    .dock .app{width:28px;height:28px;border-radius:7px;background:var(--cph);display:flex;align-items:center;justify-content:center}
    .display{flex:1;min-width:0;display:flex;flex-direction:column}
    .bar{display:flex;gap:8px;padding:8px 12px;background:var(--cbar);font-weight:600}.back{color:var(--acc)}.title{flex:1;text-align:center;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .screen{flex:1;padding:2px 0;overflow-y:auto}
    .header{padding:6px 12px 2px;font-size:12px;font-weight:700;color:var(--cdim);text-transform:uppercase}
    .row{display:flex;align-items:center;gap:8px;padding:5px 12px;border-bottom:1px solid var(--crow)}
    .row.changedrow{background:rgba(255,159,10,.28);box-shadow:inset 4px 0 #ff9f0a}
    .row.dim{opacity:.4}.lines{flex:1;min-width:0}.t1{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .t2,.t3{font-size:12px;color:var(--cdim);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .ph{display:inline-flex;width:28px;height:28px;border-radius:6px;background:var(--cph);align-items:center;justify-content:center;font-size:14px}
    .acc{color:var(--cdim);font-size:18px}.playing{color:var(--acc)}.explicit{font-size:10px;border:1px solid var(--cdim);border-radius:3px;padding:0 3px;margin-left:6px}
    .progress{height:4px;background:var(--cph);border-radius:2px;margin-top:4px}.progress span{display:block;height:4px;background:var(--acc);border-radius:2px}
    .invalid{color:#ff453a;font-size:12px}.hidden{margin:6px 12px;padding:4px 8px;border:1px dashed #ff9f0a;color:#ff9f0a;font-size:12px;border-radius:6px}
    .tiles{display:flex;gap:8px;overflow:hidden}.tile{display:flex;flex-direction:column;align-items:center;width:72px}
    .tabs{display:flex;justify-content:space-around;padding:6px;background:var(--cbar)}.tab{color:var(--cdim)}.tab.selected{color:var(--acc);font-weight:700}.badge{color:#ff453a;font-size:9px;vertical-align:super}
    .grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;padding:12px}.cell{text-align:center}.cell.dim{opacity:.4}
    .np{padding:10px;text-align:center}.art .ph{width:80px;height:80px;font-size:32px}.np .t1{font-weight:700;font-size:16px}
    .scrub{margin:8px 24px}.npbtns{display:flex;justify-content:center;gap:8px;margin-top:8px}
    .npbtn{padding:4px 10px;border-radius:14px;background:var(--cph);font-size:12px}.npbtn.selected{background:var(--acc);color:#fff}.npbtn.dim{opacity:.4}.live{color:#ff453a;font-weight:700;margin-right:8px}
    .empty{padding:30px 12px;text-align:center}.spinner{font-size:28px;color:var(--cdim)}
    .modal{margin:20px;padding:14px;border-radius:12px;background:var(--cph);text-align:center}
    .abtn{display:inline-block;margin:4px;padding:6px 14px;border-radius:8px;background:var(--cph)}.abtn.destructive{color:#ff453a}.abtn.cancel{font-weight:700}.abtn.hiddenaction{opacity:.3;text-decoration:line-through}
    """

    /// Filter by text and status (cards and sidebar links alike), car size and look.
    package static let script = """
    (function(){var f=document.getElementById('filter'),s=document.getElementById('status'),z=document.getElementById('size'),t=document.getElementById('theme');
    function keep(e){var q=f.value.toLowerCase(),st=e.getAttribute('data-status')||e.className.replace('link ','');
    var ok=e.getAttribute('data-name').toLowerCase().indexOf(q)>=0;
    if(s.value==='pending')ok=ok&&st!=='unchanged';else if(s.value)ok=ok&&st===s.value;return ok;}
    function apply(){document.querySelectorAll('.item,.link').forEach(function(e){e.style.display=keep(e)?'':'none';});}
    function look(){document.body.className=z.value+' '+t.value;}
    f.addEventListener('input',apply);s.addEventListener('change',apply);z.addEventListener('change',look);t.addEventListener('change',look);})();
    """
}
