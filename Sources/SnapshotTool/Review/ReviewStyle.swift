import GoldenCore
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
    .cols{display:flex;gap:14px;align-items:flex-start;flex-wrap:wrap}.beforeafter>div{min-width:0}
    pre{font:12px/1.35 ui-monospace,"DejaVu Sans Mono",Menlo,"Noto Color Emoji",monospace;margin:0;overflow:auto;max-height:520px;padding:8px;border-radius:8px;background:var(--bg)}
    pre.render{font-size:clamp(6px,1.3vw,12px);flex:1 1 560px;min-width:0}.beforeafter>div{flex:1 1 560px}
    svg.g{width:1ch;height:1em;vertical-align:-.15em;fill:currentColor}
    pre .add,.diff .add{background:var(--add);display:block}pre .del,.diff .del{background:var(--del);display:block}
    .diff .hunk{color:var(--acc);display:block}.diff .ctx{display:block}
    .filmstrip{display:flex;gap:10px;overflow-x:auto;padding-bottom:6px}.frame{margin:0;flex:none;max-width:min(560px,100%)}
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
        .swipe{display:none;font-size:12px}.cmp-swipe .swipe{display:block;position:absolute;bottom:-26px;left:0}
    .cmp-overlay .compare .after,.cmp-swipe .compare .after{position:absolute;left:0;top:0}
    .cmp-overlay .compare .after .car{opacity:.55}.cmp-swipe .compare .after .car{clip-path:inset(0 0 0 var(--cut,50%))}
    .cmp-overlay .compare,.cmp-swipe .compare{margin-bottom:30px}.cmp-overlay .compare .after figcaption,.cmp-swipe .compare .after figcaption{text-align:right}
    .frame.changedstep figcaption{color:#ff9f0a}.frame pre.before{background:var(--del);margin-bottom:4px}
    .texts summary{cursor:pointer;color:var(--dim);font-size:13px;margin:8px 0}
    @media (max-width:700px){.layout{display:block}nav{position:static;width:auto;max-height:220px;border-bottom:1px solid var(--line)}
    main{padding:10px}header{position:static}}
    """

    /// The car: the SVG drawing (``SVGRenderer``) for the display and appearance the
    /// page's selectors name, scaled to its column (never clipped, never off the screen).
    static let car = """
    .car{flex:none;width:600px;max-width:100%}.size-1920 .car{width:960px}.storyboard .car{width:420px}
    .car .v{display:none}.car svg{display:block;width:100%;height:auto;border-radius:12px;border:4px solid #3a3a3c;box-sizing:border-box}
    .size-800.car-dark .v.size-800.car-dark,.size-800.car-light .v.size-800.car-light,
    .size-1920.car-dark .v.size-1920.car-dark,.size-1920.car-light .v.size-1920.car-light{display:block}
    .car-light .car svg{border-color:#c7c7cc}
    img.drawing{display:block;max-width:100%;height:auto;border-radius:8px;border:1px solid var(--line)}
    .kind-file[data-name$=".svg"]{display:block}
    """

    /// Filter by text and status (pending changes by default; cards and sidebar links
    /// alike), car size and look; `j`/`k` to the next/previous pending card; approve/reject
    /// per card, collected into the exact `snapshot accept`/`reject` commands (a card's
    /// pending twins with it, ``VerdictNames``; an approved removal as `git rm`, a rejected
    /// one as a `# kept:` note); the
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
    function fit(){}
    function look(){d.body.className=z.value+' '+t.value+' '+cm.value+(dv.checked?' devfiles':'');fit();}
    dv.addEventListener('change',look);window.addEventListener('resize',fit);
    f.addEventListener('input',apply);s.addEventListener('change',apply);z.addEventListener('change',look);t.addEventListener('change',look);cm.addEventListener('change',look);
    function cards(){return Array.prototype.filter.call(d.querySelectorAll('.item'),function(e){return e.offsetParent!==null&&e.getAttribute('data-status')!=='unchanged';});}
    var at=-1;function go(step){var c=cards();if(!c.length)return;at=Math.max(0,Math.min(c.length-1,at+step));c[at].scrollIntoView({block:'start'});history.replaceState(null,'','#'+c[at].id);}
    d.addEventListener('keydown',function(e){if(e.target.tagName==='INPUT'||e.metaKey||e.ctrlKey)return;if(e.key==='j')go(1);else if(e.key==='k')go(-1);});
    var verdict={},cardOf={},box=d.getElementById('commands'),G=box.getAttribute('data-goldens');
    function q(n){return /^[A-Za-z0-9@._\\/+-]+$/.test(n)?n:"'"+n.replace(/'/g,"'\\\\''")+"'";}
    function commands(){var a=[],r=[],rm=[],kept=[],seen={};Object.keys(verdict).sort().forEach(function(n){var c=cardOf[n],gone=c.getAttribute('data-status')==='removed';
    var list=verdict[n]==='accept'?(gone?rm:a):(gone?kept:r);(c.getAttribute('data-names')||n).split(' ').forEach(function(m){if(!seen[m]){seen[m]=1;list.push(m);}});});
    var out=[];if(a.length)out.push('swift run snapshot accept '+a.map(q).join(' '));if(r.length)out.push('swift run snapshot reject '+r.map(q).join(' '));
    if(rm.length)out.push('git rm -q -- '+rm.map(function(m){return q(G+'/'+m);}).join(' '));
    kept.forEach(function(m){out.push('# kept: '+m+' (no render makes it; check calls it unreferenced until one does again)');});
    box.textContent=out.length?out.join('\\n'):'Approve or reject cards: the commands appear here.';
    d.getElementById('decided').textContent=Object.keys(verdict).length;}
    d.querySelectorAll('.verdict button').forEach(function(b){b.addEventListener('click',function(){var card=b.closest('.item'),n=card.getAttribute('data-name');
    cardOf[n]=card;if(verdict[n]===b.value){delete verdict[n];card.removeAttribute('data-verdict');}else{verdict[n]=b.value;card.setAttribute('data-verdict',b.value);}commands();});});
    d.querySelectorAll('.swipe input').forEach(function(r){r.addEventListener('input',function(){r.closest('.compare').style.setProperty('--cut',r.value+'%');});});
    function reveal(m){var sc=m.closest('.screen');sc.scrollTop=Math.max(0,m.offsetTop-sc.offsetTop-40);return sc.scrollTop;}
    function marks(){d.querySelectorAll('.compare').forEach(function(c){var sides={};['before','after'].forEach(function(k){var m=c.querySelector('.'+k+' .changedrow');sides[k]=m?reveal(m):null;});
    ['before','after'].forEach(function(k){var sc=c.querySelector('.'+k+' .screen'),o=sides[k==='before'?'after':'before'];if(sc&&sides[k]===null&&o!==null)sc.scrollTop=o;});});
    d.querySelectorAll('.filmstrip').forEach(function(f){var st=f.querySelector('.changedstep');if(st)f.scrollLeft=Math.max(0,st.offsetLeft-f.offsetLeft-10);});}
    marks();
    d.querySelectorAll('.storyboard').forEach(function(st){var m=st.querySelector('.changedstep');if(m)st.scrollLeft=Math.max(0,m.offsetLeft-st.offsetLeft-10);});
    var cv=d.createElement('canvas').getContext('2d'),seen={};
    function ink(ch,font){cv.canvas.width=64;cv.canvas.height=40;cv.font=font;cv.fillStyle='#000';cv.fillText(ch,4,30);var p=cv.getImageData(0,0,64,40).data,h=0;for(var i=3;i<p.length;i+=4)h=(h*31+p[i])|0;return h+':'+cv.measureText(ch).width;}
    function tofu(ch,font){var k=font+'|'+ch;if(!(k in seen)){var none=ink('\\u{10FFFD}',font);seen[k]=ink(ch,font)===none;}return seen[k];}
    var G={'⏮':'M5 4h3v16H5zM20 4v16L9 12z','⏭':'M16 4h3v16h-3zM4 4v16l11-8z','⏵':'M7 4l13 8-13 8z','⏸':'M6 4h4v16H6zM14 4h4v16h-4z',
    '↺':'M12 4a8 8 0 1 1-8 8h2a6 6 0 1 0 6-6v3L7 5l5-4z','↻':'M12 4a8 8 0 1 0 8 8h-2a6 6 0 1 1-6-6v3l5-4-5-4z','⧉':'M2 7h6v10H2zM9 7h6v10H9zM16 7h6v10h-6z',
    '☁':'M7 18a5 5 0 0 1-.5-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z','⟳':'M12 4a8 8 0 1 0 8 8h-2a6 6 0 1 1-6-6v3l5-4-5-4z','⊞':'M3 3h18v18H3zM5 5v6h6V5zM13 5v6h6V5zM5 13v6h6v-6zM13 13v6h6v-6z'},drawn=0;
    var skip=/[\\p{M}\\p{Cf}\\p{Zs}\\u{FE00}-\\u{FE0F}]/u,replaced=0,left=0;
    function mend(root){var w=d.createTreeWalker(root,NodeFilter.SHOW_TEXT),nodes=[];while(w.nextNode())nodes.push(w.currentNode);
    nodes.forEach(function(n){var font=getComputedStyle(n.parentNode).font,chars=Array.from(n.data),bad=false;
    chars.forEach(function(c){if(c.codePointAt(0)>127&&!skip.test(c)&&tofu(c,font))bad=true;});if(!bad)return;
    var frag=d.createDocumentFragment(),run='';chars.forEach(function(c){if(c.codePointAt(0)>127&&!skip.test(c)&&tofu(c,font)){
    if(run){frag.appendChild(d.createTextNode(run));run='';}var hex=c.codePointAt(0).toString(16).toUpperCase();
    if(G[c]){var g=d.createElementNS('http://www.w3.org/2000/svg','svg');g.setAttribute('class','g');g.setAttribute('viewBox','0 0 24 24');g.setAttribute('role','img');
    g.setAttribute('aria-label',c);var gp=d.createElementNS('http://www.w3.org/2000/svg','path');gp.setAttribute('d',G[c]);g.appendChild(gp);frag.appendChild(g);drawn++;return;}
    var b=d.createElement('span');b.className='nofont';
    b.textContent=hex;b.title='U+'+hex+': no font for it in this browser (the car has one)';frag.appendChild(b);replaced++;}else run+=c;});
    if(run)frag.appendChild(d.createTextNode(run));n.parentNode.replaceChild(frag,n);});}
    if(!d.querySelector('.item:not([data-status=unchanged])')){s.value='';d.getElementById('summary').setAttribute('data-nothing-pending','');}
    apply();look();commands();
    d.querySelectorAll('.car,pre,.summary,h2,.change').forEach(mend);
    d.body.setAttribute('data-glyphs-replaced',replaced);d.body.setAttribute('data-glyphs-drawn',drawn);
    if(location.hash==='#selftest'){var fails=[];
    function shown(car){return car.querySelector('.v.'+z.value+'.'+t.value);}
    d.querySelectorAll('.item[data-json-rows]').forEach(function(c){var car=c.querySelector('.after .car')||c.querySelector('.car');if(!car)return fails.push(c.id+': no car');
    var v=shown(car);if(!v)return fails.push(c.id+': no drawing shown');var svg=v.querySelector('svg'),modal=svg.querySelector('[data-role=modal]');
    var rows=modal?0:svg.querySelectorAll('[data-role=content] [data-role=row],[data-role=content] [data-role=imagerow]').length,acts=svg.querySelectorAll('[data-role=action]').length,hid=+(svg.getAttribute('data-hidden-actions')||0);
    var hi=+(svg.getAttribute('data-hidden-items')||0);
    if(rows!=c.getAttribute('data-json-rows'))fails.push(c.id+': drew '+rows+' rows, JSON '+c.getAttribute('data-json-rows'));
    if(hi!=c.getAttribute('data-json-hidden-items'))fails.push(c.id+': hidden '+hi+', JSON '+c.getAttribute('data-json-hidden-items'));
    if(acts!=c.getAttribute('data-json-actions')||hid!=c.getAttribute('data-json-hidden-actions'))fails.push(c.id+': actions '+acts+'/'+hid);});
    d.querySelectorAll('.item.changed.kind-screen').forEach(function(c){if(!c.querySelector('.before .car')||!c.querySelector('.after .car'))fails.push(c.id+': no before/after cars');});
    d.querySelectorAll('.compare .changedrow').forEach(function(m){if(m!==m.closest('.compare').querySelector((m.closest('.before')?'.before':'.after')+' .changedrow'))return;
    var sc=m.closest('.screen'),y=m.offsetTop-sc.offsetTop;if(y<sc.scrollTop||y>=sc.scrollTop+sc.clientHeight)fails.push(m.closest('.item').id+': the first change of a car is scrolled out of view');});
    d.querySelectorAll('.item.changed.kind-journey,.item.removed').forEach(function(c){var b=c.querySelector('.verdict button[value=accept]');if(!b)return;b.click();
    var cmd=d.getElementById('commands').textContent;(c.getAttribute('data-names')||'').split(' ').forEach(function(n){if(cmd.indexOf(n)<0)fails.push(c.id+': approving it leaves '+n+' out of the command');});
    if(c.classList.contains('removed')&&cmd.indexOf('git rm -q -- ')<0)fails.push(c.id+': approving a removal gives no git rm');b.click();});
    d.querySelectorAll('.filmstrip').forEach(function(f){var st=f.querySelector('.changedstep');if(!st||f.scrollWidth<=f.clientWidth)return;var x=st.offsetLeft-f.offsetLeft;
    if(x+st.offsetWidth<=f.scrollLeft||x>=f.scrollLeft+f.clientWidth)fails.push(f.closest('.item').id+': the journey strip is not scrolled to its changed step');});
    d.querySelectorAll('.item.changed.kind-journey .changedstep:not(.textbefore)').forEach(function(s){if(!s.querySelector('.before .car')||!s.querySelector('.after .car'))fails.push(s.closest('.item').id+': a changed step without before/after cars');});
    d.querySelectorAll('.item').forEach(function(c){mend(c);});
    var tf=0;d.querySelectorAll('.item').forEach(function(c){var w=d.createTreeWalker(c,NodeFilter.SHOW_TEXT);while(w.nextNode()){var n=w.currentNode,font=getComputedStyle(n.parentNode).font;
    Array.from(n.data).forEach(function(ch){if(ch.codePointAt(0)>127&&!skip.test(ch)&&tofu(ch,font)){tf++;if(tf<5)fails.push(c.id+': tofu U+'+ch.codePointAt(0).toString(16));}});}});
    d.querySelectorAll('.car').forEach(function(c){if(c.offsetParent===null)return;var v=shown(c);if(!v)return;
    var box=v.querySelector('[data-role=car]').getBoundingClientRect(),k=box.width/+v.querySelector('svg').getAttribute('width');
    v.querySelectorAll('text[data-room]').forEach(function(t){var b=t.getBoundingClientRect(),role=t.getAttribute('data-role'),w=t.getComputedTextLength(),room=+t.getAttribute('data-room');
    if(role!=='note'&&(b.left<box.left-1||b.right>box.right+1||b.top<box.top-1||b.bottom>box.bottom+1))fails.push((c.closest('.item')||{}).id+': “'+t.textContent+'” drawn outside the car');
    if(w>room+1)fails.push((c.closest('.item')||{}).id+': “'+t.textContent+'” wider than its room ('+Math.round(w)+' > '+room+')');
    if(t.hasAttribute('data-whole')&&!/…$/.test(t.textContent))fails.push((c.closest('.item')||{}).id+': “'+t.textContent+'” cut without the car’s …');});
    var r=c.getBoundingClientRect();
    var strip=c.closest('.filmstrip');if(strip?r.width>innerWidth+1:(r.left<-1||r.right>innerWidth+1))fails.push((c.closest('.item')||{}).id+': car clipped ('+Math.round(r.left)+'…'+Math.round(r.right)+' of '+innerWidth+')');});
    d.body.setAttribute('data-cars-visible',Array.prototype.filter.call(d.querySelectorAll('.car'),function(c){return c.offsetParent!==null;}).length);
    d.body.setAttribute('data-tofu',tf);d.body.setAttribute('data-selftest',fails.length?fails.join(' | '):'ok');}
    })();
    """
}
