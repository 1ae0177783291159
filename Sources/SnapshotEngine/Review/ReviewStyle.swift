/// The review page's inline stylesheet and filter script.
package enum ReviewStyle {
    package static let css = """
    :root{color-scheme:light dark;--bg:#f4f4f6;--fg:#16161a;--card:#fff;--car:#1c1c1e;--carfg:#f2f2f7;--dim:#8e8e93;--acc:#0a84ff;--add:#d7f5dd;--del:#fde2e1;--line:#d1d1d6}
    @media (prefers-color-scheme:dark){:root{--bg:#000;--fg:#f2f2f7;--card:#1c1c1e;--car:#2c2c2e;--add:#12361c;--del:#4a1916;--line:#3a3a3c}}
    body{margin:0;font:14px/1.4 -apple-system,system-ui,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
    header{position:sticky;top:0;background:var(--bg);padding:12px 24px;border-bottom:1px solid var(--line);z-index:1}
    h1{font-size:20px;margin:0 0 4px}h2{font-size:15px;margin:0 0 8px}h3{font-size:13px;margin:8px 0 4px;color:var(--dim)}
    input[type=search]{width:320px;padding:6px 10px;border-radius:8px;border:1px solid var(--line);background:var(--card);color:var(--fg)}
    main{padding:16px 24px;display:flex;flex-direction:column;gap:16px}
    .item{background:var(--card);border-radius:12px;padding:16px;border:1px solid var(--line)}
    .item.changed{border-color:#ff9f0a}.item.new{border-color:#30d158}
    .pill{font-size:11px;padding:2px 8px;border-radius:10px;background:var(--line)}.pill.changed{background:#ff9f0a;color:#000}.pill.new{background:#30d158;color:#000}
    .profile{font-size:11px;color:var(--dim)}
    .cols{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
    pre{font:12px/1.35 ui-monospace,"DejaVu Sans Mono",Menlo,monospace;margin:0;overflow:auto;max-height:520px;padding:8px;border-radius:8px;background:var(--bg)}
    .diff .add{background:var(--add);display:block}.diff .del{background:var(--del);display:block}.diff .hunk{color:var(--acc);display:block}.diff .ctx{display:block}
    .car{width:400px;min-height:240px;background:var(--car);color:var(--carfg);border-radius:14px;overflow:hidden;display:flex;flex-direction:column;flex:none}
    .bar{display:flex;gap:8px;padding:8px 12px;background:rgba(255,255,255,.06);font-weight:600}.back{color:var(--acc)}.title{flex:1;text-align:center}
    .screen{flex:1;padding:4px 0}
    .header{padding:6px 12px 2px;font-size:12px;font-weight:700;color:var(--dim);text-transform:uppercase}
    .row{display:flex;align-items:center;gap:8px;padding:6px 12px;border-bottom:1px solid rgba(255,255,255,.08)}
    .row.dim{opacity:.4}.lines{flex:1;min-width:0}.t1{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.t2,.t3{font-size:12px;color:var(--dim);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .ph{display:inline-flex;width:28px;height:28px;border-radius:6px;background:rgba(255,255,255,.14);align-items:center;justify-content:center;font-size:14px}
    .acc{color:var(--dim);font-size:18px}.playing{color:var(--acc)}.explicit{font-size:10px;border:1px solid var(--dim);border-radius:3px;padding:0 3px;margin-left:6px}
    .progress{height:4px;background:rgba(255,255,255,.18);border-radius:2px;margin-top:4px}.progress span{display:block;height:4px;background:var(--acc);border-radius:2px}
    .invalid{color:#ff453a;font-size:12px}.hidden{margin:6px 12px;padding:4px 8px;border:1px dashed #ff9f0a;color:#ff9f0a;font-size:12px;border-radius:6px}
    .tiles{display:flex;gap:8px;overflow:hidden}.tile{display:flex;flex-direction:column;align-items:center;width:72px}
    .tabs{display:flex;justify-content:space-around;padding:8px;background:rgba(255,255,255,.06)}.tab{color:var(--dim)}.tab.selected{color:var(--acc);font-weight:700}.badge{color:#ff453a;font-size:9px;vertical-align:super}
    .grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;padding:12px}.cell{text-align:center}.cell.dim{opacity:.4}
    .np{padding:12px;text-align:center}.art .ph{width:96px;height:96px;font-size:36px}.np .t1{font-weight:700;font-size:16px}
    .scrub{margin:8px 24px}.npbtns{display:flex;justify-content:center;gap:8px;margin-top:8px}
    .npbtn{padding:4px 10px;border-radius:14px;background:rgba(255,255,255,.14);font-size:12px}.npbtn.selected{background:var(--acc);color:#fff}.npbtn.dim{opacity:.4}.live{color:#ff453a;font-weight:700;margin-right:8px}
    .empty{padding:40px 12px;text-align:center}.spinner{font-size:28px;color:var(--dim)}
    .modal{margin:24px;padding:16px;border-radius:12px;background:rgba(255,255,255,.1);text-align:center}
    .abtn{display:inline-block;margin:4px;padding:6px 14px;border-radius:8px;background:rgba(255,255,255,.16)}.abtn.destructive{color:#ff453a}.abtn.cancel{font-weight:700}.abtn.hiddenaction{opacity:.3;text-decoration:line-through}
    .note{color:var(--dim);font-style:italic}
    """

    package static let script = """
    (function(){var f=document.getElementById('filter'),c=document.getElementById('onlyChanged');
    function apply(){var q=f.value.toLowerCase();document.querySelectorAll('.item').forEach(function(s){
    package var show=s.dataset.name.toLowerCase().indexOf(q)>=0&&(!c.checked||!s.classList.contains('unchanged'));
    s.style.display=show?'':'none';});}
    f.addEventListener('input',apply);c.addEventListener('change',apply);})();
    """
}
