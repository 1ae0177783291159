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
    .change{margin:0 0 8px;font-weight:600}.keys{color:var(--dim);font-size:12px;align-self:center}.toggle{align-self:center;font-size:13px}
    kbd{border:1px solid var(--line);border-radius:4px;padding:0 4px;font:12px ui-monospace,monospace}
    .verdict{float:right;display:flex;gap:6px}.verdict button{font:inherit;font-size:12px;padding:3px 10px;border-radius:8px;border:1px solid var(--line);background:var(--card);color:var(--fg);cursor:pointer}
    [data-verdict=accept] .verdict button[value=accept]{background:#30d158;color:#000}[data-verdict=reject] .verdict button[value=reject]{background:#ff453a;color:#000}
    [data-verdict=accept]{border-color:#30d158}[data-verdict=reject]{border-color:#ff453a}
    .decisions pre{max-height:120px;white-space:pre-wrap}
    .kind-file,.filegroup{display:none}body.devfiles .kind-file,body.devfiles .filegroup{display:block}
    .cmp-side .compare figure{flex:1 1 420px;min-width:0}
    .nofont{display:inline-block;min-width:1ch;font:9px/1 ui-monospace,monospace;border:1px solid currentColor;border-radius:2px;vertical-align:middle;opacity:.8}
    .compare{position:relative;display:flex;gap:14px;flex-wrap:wrap;align-items:flex-start}.compare figure{margin:0}.compare figcaption{font-size:12px;color:var(--dim);margin-bottom:4px}
    .before .car .changedrow{background:rgba(255,69,58,.3);box-shadow:inset 4px 0 #ff453a}
    .swipe{display:none;font-size:12px}.cmp-swipe .swipe{display:block;position:absolute;bottom:-26px;left:0}
    .cmp-overlay .compare .after,.cmp-swipe .compare .after{position:absolute;left:0;top:0}
    .cmp-overlay .compare .after .car{opacity:.55}.cmp-swipe .compare .after .car{clip-path:inset(0 0 0 var(--cut,50%))}
    .cmp-overlay .compare,.cmp-swipe .compare{margin-bottom:30px}.cmp-overlay .compare .after figcaption,.cmp-swipe .compare .after figcaption{text-align:right}
    .frame.changedstep figcaption{color:#ff9f0a}.storyboard .car{width:420px}.frame pre.before{background:var(--del);margin-bottom:4px}
    .texts summary{cursor:pointer;color:var(--dim);font-size:13px;margin:8px 0}
    @media (max-width:700px){.layout{display:block}nav{position:static;width:auto;max-height:220px;border-bottom:1px solid var(--line)}
    main{padding:10px}header{position:static}}
    """

    /// The car frame: a landscape CarPlay display with its dock, in two sizes and two looks.
    static let car = """
    .car{--cbg:#1c1c1e;--cfg:#f2f2f7;--cdim:#8e8e93;--crow:rgba(255,255,255,.08);--cbar:rgba(255,255,255,.06);--cph:rgba(255,255,255,.14);
    display:flex;flex:none;aspect-ratio:800/480;width:600px;zoom:var(--k,1);background:var(--cbg);color:var(--cfg);border-radius:14px;overflow:hidden;
    border:6px solid #3a3a3c;box-sizing:border-box}
    .size-1920 .car{aspect-ratio:1920/720;width:960px}
    .car-light .car{--cbg:#f2f2f7;--cfg:#000;--cdim:#6e6e73;--crow:rgba(0,0,0,.08);--cbar:rgba(0,0,0,.05);--cph:rgba(0,0,0,.1);border-color:#c7c7cc}
    .dock{width:10%;min-width:44px;display:flex;flex-direction:column;align-items:center;gap:10px;padding:8px 0;background:var(--cbar);font-size:13px}
    .dock .app{width:28px;height:28px;border-radius:7px;background:var(--cph);display:flex;align-items:center;justify-content:center}
    svg.g{width:1em;height:1em;vertical-align:-.125em;flex:none}
    .display{flex:1;min-width:0;display:flex;flex-direction:column}
    .bar{display:flex;gap:8px;align-items:center;padding:8px 12px;background:var(--cbar);font-weight:600}.back{color:var(--acc);display:flex;align-items:center}
    .bar .title{flex:1;text-align:center;white-space:nowrap;overflow:hidden}
    .npbutton{color:var(--acc);font-size:18px;display:flex;padding:2px 6px;border-radius:8px;background:var(--cph)}
    .tabs{display:flex;align-items:center;gap:4px;padding:4px 8px;background:var(--cbar)}
    .tab{flex:1;display:flex;flex-direction:column;align-items:center;color:var(--cdim);font-size:11px;padding:2px 0;border-radius:8px;min-width:0}
    .tab.selected{color:var(--acc);font-weight:700;background:var(--cph)}.ticon{font-size:16px;display:flex}.ticon .ph{width:18px;height:18px}
    .tabtitle{white-space:nowrap;overflow:hidden;max-width:100%}.badge{color:#ff453a;font-size:9px}.warn{color:#ff453a;font-size:11px}
    .screen{flex:1;padding:2px 0;overflow-y:auto}
    .header{padding:8px 12px 2px;font-size:13px;font-weight:700;color:var(--cdim)}.hsub{font-weight:400;font-size:11px}
    .sindex{position:sticky;top:4px;float:right;display:flex;flex-direction:column;align-items:center;padding:2px 4px;font-size:10px;font-weight:700;color:var(--acc);z-index:1}
    .header.changedrow{background:rgba(255,159,10,.28);box-shadow:inset 4px 0 #ff9f0a}
    .gap{height:14px;border-bottom:1px solid var(--crow);background:var(--cbar)}
    .row{display:flex;align-items:center;gap:8px;padding:5px 12px;border-bottom:1px solid var(--crow)}
    .row.changedrow{background:rgba(255,159,10,.28);box-shadow:inset 4px 0 #ff9f0a}
    .tapped{outline:3px solid var(--mark);outline-offset:-3px}
    .row.dim{opacity:.4}.lines{flex:1;min-width:0}.t1{white-space:nowrap;overflow:hidden}
    .t2,.t3{font-size:12px;color:var(--cdim);white-space:nowrap;overflow:hidden}
    .cut{text-decoration:underline dotted #ff9f0a}
    .ph{display:inline-flex;width:28px;height:28px;border-radius:6px;background:var(--cph);align-items:center;justify-content:center;font-size:16px}
    .acc{color:var(--cdim);font-size:18px;display:flex}.playing{color:var(--acc);display:flex}.playing.paused{opacity:.6}
    .explicit{font-size:10px;border:1px solid var(--cdim);border-radius:3px;padding:0 3px;margin-left:6px}
    .progress{flex:1;height:4px;background:var(--cph);border-radius:2px;margin-top:4px}.progress span{display:block;height:4px;background:var(--acc);border-radius:2px}
    .invalid{color:#ff453a;font-size:12px}.hidden{margin:6px 12px;padding:4px 8px;border:1px dashed #ff9f0a;color:#ff9f0a;font-size:12px;border-radius:6px}
    .hsections{font-weight:700}.offcar{margin-top:6px}
    .tiles{display:flex;gap:8px;overflow:hidden}.tile{display:flex;flex-direction:column;align-items:center;width:72px}
    .grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;padding:12px}.cell{text-align:center}.cell.dim{opacity:.4}
    .np{padding:6px 14px;display:flex;flex-direction:column;height:100%;box-sizing:border-box}.nptop{display:flex;justify-content:flex-end;min-height:22px}
    .upnext{color:var(--acc);font-weight:600;font-size:13px;padding:2px 10px;border-radius:10px;background:var(--cph)}
    .npmain{display:flex;gap:16px;align-items:center;flex:1}.art .ph{width:120px;height:120px;font-size:56px;border-radius:10px}
    .npmeta{flex:1;min-width:0}.np1{display:block;font-weight:700;font-size:17px}.np2{display:block;font-size:14px}
    .aabutton{color:var(--acc)}
    .scrub{display:flex;align-items:center;gap:8px;margin:8px 0}.scrub .progress{margin:0}.time{font-size:11px;color:var(--cdim);font-variant-numeric:tabular-nums}
    .transport{display:flex;justify-content:center;gap:34px;font-size:28px;margin:4px 0}.tc{display:flex;align-items:center}.tc.dim{opacity:.3}
    .secs{font-size:10px;margin-left:-4px}
    .npbtns{display:flex;justify-content:center;gap:14px;margin-top:6px}
    .npbtn{display:flex;padding:5px;border-radius:8px;font-size:18px;color:var(--cfg)}.npbtn.selected{background:var(--acc);color:#fff}.npbtn.dim{opacity:.35}
    .live{color:#ff453a;font-weight:700;font-size:12px}
    .empty{padding:30px 12px;text-align:center}.spinner{width:22px;height:22px;margin:0 auto 8px;border:3px solid var(--cph);border-top-color:var(--cdim);border-radius:50%}
    .modal{margin:20px;padding:14px;border-radius:12px;background:var(--cph);text-align:center}
    .abtn{display:inline-block;margin:4px;padding:6px 14px;border-radius:8px;background:var(--cph)}.abtn.destructive{color:#ff453a}.abtn.cancel{font-weight:700}.abtn.hiddenaction{opacity:.3;text-decoration:line-through}
    """

    /// Filter by text and status (pending changes by default; cards and sidebar links
    /// alike), car size and look; `j`/`k` to the next/previous pending card; approve/reject
    /// per card, collected into the exact `snapshot accept`/`reject` commands; the
    /// compare mode (side by side, overlay, swipe); glyphs no font here can draw are
    /// replaced by a labelled code box (never tofu); `#selftest` checks the page.
    package static let script = """
    (function(){var d=document,f=d.getElementById('filter'),s=d.getElementById('status'),z=d.getElementById('size'),t=d.getElementById('theme'),cm=d.getElementById('compare');
    function keep(e){var q=f.value.toLowerCase(),st=e.getAttribute('data-status')||e.className.replace('link ','');
    var ok=e.getAttribute('data-name').toLowerCase().indexOf(q)>=0;
    if(s.value==='pending')ok=ok&&st!=='unchanged';else if(s.value)ok=ok&&st===s.value;return ok;}
    function apply(){d.querySelectorAll('.item,.link').forEach(function(e){e.style.display=keep(e)?'':'none';});
    d.querySelectorAll('nav .group').forEach(function(g){g.style.display=g.querySelector('.link:not([style*="none"])')?'':'none';});fit();}
    var dv=d.getElementById('devfiles');
    function fit(){d.querySelectorAll('.car').forEach(function(c){c.style.setProperty('--k',1);var h=c.closest('.compare figure')||c.closest('.item'),w=h?h.clientWidth-(h.tagName==='FIGURE'?0:30):c.parentNode.clientWidth,cw=c.offsetWidth;c.style.setProperty('--k',cw>w&&w>0?(w/cw).toFixed(3):1);});}
    function look(){d.body.className=z.value+' '+t.value+' '+cm.value+(dv.checked?' devfiles':'');fit();}
    dv.addEventListener('change',look);window.addEventListener('resize',fit);
    f.addEventListener('input',apply);s.addEventListener('change',apply);z.addEventListener('change',look);t.addEventListener('change',look);cm.addEventListener('change',look);
    function cards(){return Array.prototype.filter.call(d.querySelectorAll('.item'),function(e){return e.offsetParent!==null&&e.getAttribute('data-status')!=='unchanged';});}
    var at=-1;function go(step){var c=cards();if(!c.length)return;at=Math.max(0,Math.min(c.length-1,at+step));c[at].scrollIntoView({block:'start'});history.replaceState(null,'','#'+c[at].id);}
    d.addEventListener('keydown',function(e){if(e.target.tagName==='INPUT'||e.metaKey||e.ctrlKey)return;if(e.key==='j')go(1);else if(e.key==='k')go(-1);});
    var verdict={};
    function commands(){var g={},other=[],seen={};Object.keys(verdict).sort().forEach(function(n){var line=verdict[n];
    var m=/^(swift run snapshot (?:accept|reject)) (.*)$/.exec(line);if(!m){other.push(line);return;}
    (m[2].match(/'[^']*'|\\S+/g)||[]).forEach(function(w){if(!seen[w]){seen[w]=1;(g[m[1]]=g[m[1]]||[]).push(w);}});});
    var out=Object.keys(g).sort().map(function(k){return k+' '+g[k].join(' ');}).concat(other);
    var box=d.getElementById('commands');box.textContent=out.length?out.join('\\n'):'Approve or reject cards: the commands appear here.';
    d.getElementById('decided').textContent=Object.keys(verdict).length;}
    d.querySelectorAll('.verdict button').forEach(function(b){b.addEventListener('click',function(){var card=b.closest('.item'),n=card.getAttribute('data-name');
    if(card.getAttribute('data-verdict')===b.value){delete verdict[n];card.removeAttribute('data-verdict');}else{verdict[n]=b.getAttribute('data-command');card.setAttribute('data-verdict',b.value);}commands();});});
    d.querySelectorAll('.swipe input').forEach(function(r){r.addEventListener('input',function(){r.closest('.compare').style.setProperty('--cut',r.value+'%');});});
    d.querySelectorAll('.compare').forEach(function(c){var m=c.querySelector('.after .changedrow');if(m){var sc=m.closest('.screen');sc.scrollTop=Math.max(0,m.offsetTop-sc.offsetTop-40);
    var b=c.querySelector('.before .screen');if(b)b.scrollTop=sc.scrollTop;}});
    var cv=d.createElement('canvas').getContext('2d'),seen={};
    function ink(ch,font){cv.canvas.width=64;cv.canvas.height=40;cv.font=font;cv.fillStyle='#000';cv.fillText(ch,4,30);var p=cv.getImageData(0,0,64,40).data,h=0;for(var i=3;i<p.length;i+=4)h=(h*31+p[i])|0;return h+':'+cv.measureText(ch).width;}
    function tofu(ch,font){var k=font+'|'+ch;if(!(k in seen)){var none=ink('\\u{10FFFD}',font);seen[k]=ink(ch,font)===none;}return seen[k];}
    var skip=/[\\p{M}\\p{Cf}\\p{Zs}\\u{FE00}-\\u{FE0F}]/u,replaced=0,left=0;
    function mend(root){var w=d.createTreeWalker(root,NodeFilter.SHOW_TEXT),nodes=[];while(w.nextNode())nodes.push(w.currentNode);
    nodes.forEach(function(n){var font=getComputedStyle(n.parentNode).font,chars=Array.from(n.data),bad=false;
    chars.forEach(function(c){if(c.codePointAt(0)>127&&!skip.test(c)&&tofu(c,font))bad=true;});if(!bad)return;
    var frag=d.createDocumentFragment(),run='';chars.forEach(function(c){if(c.codePointAt(0)>127&&!skip.test(c)&&tofu(c,font)){
    if(run){frag.appendChild(d.createTextNode(run));run='';}var b=d.createElement('span');b.className='nofont';var hex=c.codePointAt(0).toString(16).toUpperCase();
    b.textContent=hex;b.title='U+'+hex+': no font for it in this browser (the car has one)';frag.appendChild(b);replaced++;}else run+=c;});
    if(run)frag.appendChild(d.createTextNode(run));n.parentNode.replaceChild(frag,n);});}
    if(!d.querySelector('.item:not([data-status=unchanged])')){s.value='';d.getElementById('summary').setAttribute('data-nothing-pending','');}
    apply();look();commands();
    d.querySelectorAll('.car,pre,.summary,h2,.change').forEach(mend);
    d.body.setAttribute('data-glyphs-replaced',replaced);
    if(location.hash==='#selftest'){var fails=[];
    d.querySelectorAll('.item[data-json-rows]').forEach(function(c){var car=c.querySelector('.after .car')||c.querySelector('.car');if(!car)return fails.push(c.id+': no car');
    var rows=car.querySelectorAll('.screen .row').length,acts=car.querySelectorAll('.abtn:not(.hiddenaction)').length,hid=car.querySelectorAll('.abtn.hiddenaction').length;
    var hi=+(car.getAttribute('data-hidden-items')||0);
    if(rows!=c.getAttribute('data-json-rows'))fails.push(c.id+': drew '+rows+' rows, JSON '+c.getAttribute('data-json-rows'));
    if(hi!=c.getAttribute('data-json-hidden-items'))fails.push(c.id+': hidden '+hi+', JSON '+c.getAttribute('data-json-hidden-items'));
    if(acts!=c.getAttribute('data-json-actions')||hid!=c.getAttribute('data-json-hidden-actions'))fails.push(c.id+': actions '+acts+'/'+hid);});
    d.querySelectorAll('.item.changed.kind-screen').forEach(function(c){if(!c.querySelector('.before .car')||!c.querySelector('.after .car'))fails.push(c.id+': no before/after cars');});
    d.querySelectorAll('.item.changed.kind-journey .changedstep:not(.textbefore)').forEach(function(s){if(!s.querySelector('.before .car')||!s.querySelector('.after .car'))fails.push(s.closest('.item').id+': a changed step without before/after cars');});
    d.querySelectorAll('.item').forEach(function(c){mend(c);});
    var tf=0;d.querySelectorAll('.item').forEach(function(c){var w=d.createTreeWalker(c,NodeFilter.SHOW_TEXT);while(w.nextNode()){var n=w.currentNode,font=getComputedStyle(n.parentNode).font;
    Array.from(n.data).forEach(function(ch){if(ch.codePointAt(0)>127&&!skip.test(ch)&&tofu(ch,font)){tf++;if(tf<5)fails.push(c.id+': tofu U+'+ch.codePointAt(0).toString(16));}});}});
    d.querySelectorAll('.car').forEach(function(c){if(c.offsetParent===null)return;var r=c.getBoundingClientRect();
    var strip=c.closest('.filmstrip');if(strip?r.width>innerWidth+1:(r.left<-1||r.right>innerWidth+1))fails.push((c.closest('.item')||{}).id+': car clipped ('+Math.round(r.left)+'…'+Math.round(r.right)+' of '+innerWidth+')');});
    d.body.setAttribute('data-cars-visible',Array.prototype.filter.call(d.querySelectorAll('.car'),function(c){return c.offsetParent!==null;}).length);
    d.body.setAttribute('data-tofu',tf);d.body.setAttribute('data-selftest',fails.length?fails.join(' | '):'ok');}
    })();
    """
}
