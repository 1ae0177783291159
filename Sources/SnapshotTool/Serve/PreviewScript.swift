/// The live preview page's script: the sidebar and filter, the switches kept in the URL
/// (a shareable link per entry, car, iOS version, display, look and the catalog's options
/// such as `artist`, which the page sends with each request), the entry view, the
/// click-through car, the state editor and the live updates from `/events`.
enum PreviewScript {
    static let js = #"""
    (function(){
    var Q=new URLSearchParams(location.search);
    var S={entry:Q.get('entry')||'',profile:Q.get('profile')||'',ios:Q.get('ios')||'',display:Q.get('display')||'800',
      look:Q.get('look')||'dark',car:Q.has('car')?Q.get('car'):null,q:Q.get('q')||'',opts:{}};
    var OWN=['entry','car','profile','ios','q','display','look'];
    Q.forEach(function(v,k){if(OWN.indexOf(k)<0&&v)S.opts[k]=v;});
    var catalog=null,generation=null,stateDirty=false,checkTimer=null,entryToken=0,driveToken=0;
    function $(id){return document.getElementById(id);}
    function esc(t){return String(t).replace(/[&<>"']/g,function(c){return {'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'}[c];});}
    function get(url){return fetch(url,{cache:'no-store'}).then(function(r){return r.ok?r.json():r.text().then(function(t){throw new Error(t);});});}
    function post(url,body){return fetch(url,{method:'POST',body:body,cache:'no-store'}).then(function(r){return r.json();});}
    function query(){var p=new URLSearchParams();
      if(S.car!==null)p.set('car',S.car);else if(S.entry)p.set('entry',S.entry);
      ['profile','ios','q'].forEach(function(k){if(S[k])p.set(k,S[k]);});
      Object.keys(S.opts).sort().forEach(function(k){if(S.opts[k])p.set(k,S.opts[k]);});
      if(S.display!=='800')p.set('display',S.display);if(S.look!=='dark')p.set('look',S.look);return p;}
    function sync(){var p=query().toString();history.replaceState(null,'',p?'?'+p:location.pathname);
      document.body.className='size-'+S.display+' car-'+S.look;
      $('profile').value=S.profile;$('ios').value=S.ios;$('display').value=S.display;$('look').value=S.look;$('filter').value=S.q;}
    function carQuery(){var q='&profile='+encodeURIComponent(S.profile)+'&ios='+encodeURIComponent(S.ios);
      Object.keys(S.opts).sort().forEach(function(k){if(S.opts[k])q+='&'+encodeURIComponent(k)+'='+encodeURIComponent(S.opts[k]);});return q;}
    function group(e){if(e.kind==='journey')return 'journeys';if(e.kind==='file')return 'files';var n=e.name,at=n.lastIndexOf('@'),s=n.lastIndexOf('/');return at>0?n.slice(0,at):s>0?n.slice(0,s):n;}
    function variant(e){var n=e.name,at=n.lastIndexOf('@');if(e.kind==='screen'&&at>0)return n.slice(at+1);var s=n.lastIndexOf('/');return s>=0?n.slice(s+1):n;}
    function sidebar(){var groups={},order=[],html='';
      if(catalog.navigation)html+='<ul class="drive"><li class="link'+(S.car!==null?' current':'')+'" data-name="drive"><a href="?car=" id="drivelink">▶ Drive the app</a></li></ul>';
      catalog.entries.forEach(function(e){var g=group(e);if(!groups[g]){groups[g]=[];order.push(g);}groups[g].push(e);});
      order.forEach(function(g){html+='<details class="group" open><summary>'+esc(g)+'</summary><ul>';
        groups[g].forEach(function(e){html+='<li class="link'+(e.name===S.entry&&S.car===null?' current':'')+'" data-name="'+esc(e.name)+'"><a href="?entry='+encodeURIComponent(e.name)+'">'+esc(variant(e))+'</a></li>';});
        html+='</ul></details>';});
      $('sidebar').innerHTML=html;filter();}
    function filter(){var q=S.q.toLowerCase();
      document.querySelectorAll('#sidebar .group').forEach(function(g){var any=false;
        g.querySelectorAll('li').forEach(function(li){var ok=li.getAttribute('data-name').toLowerCase().indexOf(q)>=0;li.style.display=ok?'':'none';any=any||ok;});
        g.style.display=any?'':'none';});}
    function loadCatalog(){return get('/api/catalog').then(function(c){catalog=c;
      var sel=$('profile');sel.length=1;c.profiles.forEach(function(p){var o=document.createElement('option');o.value=o.textContent=p;sel.appendChild(o);});
      options(c.options);
      if(S.car!==null&&!c.navigation)S.car=null;
      if(S.car===null&&!S.entry&&c.entries.length)S.entry=c.entries[0].name;
      sync();sidebar();refresh();});}
    function refresh(){if(S.car!==null)drive();else show();}
    function show(){$('view').hidden=false;$('drive').hidden=true;var token=++entryToken;
      get('/api/entry?name='+encodeURIComponent(S.entry)+carQuery()).then(function(e){if(token!==entryToken)return;
        $('title').textContent=e.name;$('kind').textContent=e.kind;$('carname').textContent=(e.profile||'')+(e.ios?' · iOS '+e.ios:'');
        $('summary').textContent=e.summary||'';
        var problem=e.error||e.stateProblem;$('entryerror').hidden=!problem;$('entryerror').textContent=problem?('Not rendered: '+problem):'';
        $('car').innerHTML=e.storyboard?storyboard(e.storyboard):(e.drawing||'');markFindings(e.findings||[]);
        $('text').textContent=e.text||'';$('details').textContent=e.details||e.text||'';$('json').textContent=e.json||'(no JSON for a '+e.kind+')';
        var g=e.golden||{};$('goldenhead').textContent='Golden '+(g.file?'Tests/Snapshots/'+g.file:'')+(g.exists?(g.matches?' — matches':' — differs'+(e.why?': '+e.why:'')):' — none yet')
          +(e.goldenProfile&&e.goldenProfile!==e.profile?' (the golden is for the '+e.goldenProfile+' car)':'');
        $('golden').textContent=g.exists?g.text:'No golden yet: record it with the catalog\'s record command.';
        $('diffbox').hidden=!(g.exists&&!g.matches);
        $('diff').innerHTML=(g.diff||[]).slice(2).map(function(l){var c=l[0]==='+'?'add':l[0]==='-'?'del':l.indexOf('@@')===0?'hunk':'ctx';return '<span class="'+c+'">'+esc(l)+'</span>';}).join('');
        document.body.setAttribute('data-version',e.version);
      }).catch(function(err){if(token!==entryToken)return;$('entryerror').hidden=false;$('entryerror').textContent=err.message;});}
    function storyboard(frames){return '<div class="filmstrip storyboard">'+frames.map(function(f){
      return '<figure class="frame"><figcaption>'+esc(f.caption)+'</figcaption>'+f.drawing+'</figure>';}).join('')+'</div>';}
    function controls(list,canSave){var html=list.map(function(c,i){return '<label>'+esc(c.label)+' <select data-control="'+i+'"'+(canSave?'':' disabled')+'>'
        +c.choices.map(function(o){return '<option value="'+esc(o.value)+'"'+(o.value===c.value?' selected':'')+'>'+esc(o.title)+'</option>';}).join('')+'</select></label>';}).join('')
        +'<label><input type="checkbox" id="limitedcar"'+(S.profile==='limited'?' checked':'')+'> limited car (12 rows)</label>'
        +'<label>Display <select id="cdisplay"><option value="800">800×480</option><option value="1920">1920×720 wide</option></select></label>'
        +'<label>Appearance <select id="clook"><option value="dark">dark</option><option value="light">light</option></select></label>';
      $('controlsbox').innerHTML=html;$('cdisplay').value=S.display;$('clook').value=S.look;
      $('limitedcar').onchange=function(){S.profile=$('limitedcar').checked?'limited':'';sync();refresh();};
      $('cdisplay').onchange=function(){S.display=$('cdisplay').value;sync();};$('clook').onchange=function(){S.look=$('clook').value;sync();};
      document.querySelectorAll('[data-control]').forEach(function(sel){sel.onchange=function(){var c=list[+sel.getAttribute('data-control')],doc;
        try{doc=JSON.parse($('state').value);}catch(err){$('savemessage').textContent='The document is not JSON: '+err.message;return;}
        var at=doc;c.path.slice(0,-1).forEach(function(k){if(typeof at[k]!=='object'||at[k]===null)at[k]={};at=at[k];});
        at[c.path[c.path.length-1]]=JSON.parse(sel.value);$('state').value=JSON.stringify(doc,null,2)+'\n';save();};});}
    function shownCar(box){return Array.prototype.find.call(box.querySelectorAll('.v'),function(v){return v.offsetParent!==null;})||box;}
    function markFindings(list){var rows=shownCar($('car')).querySelectorAll('[data-role=content] [data-role=row],[data-role=content] [data-role=imagerow]'),html='';
      list.forEach(function(f){html+='<li class="'+esc(f.severity)+'"><b>'+esc(f.rule)+'</b> '+esc(f.message)+' <span class="profile">'+esc(f.path)+(f.row!==null?' · row '+(f.row+1):'')+'</span></li>';
        if(f.row!==null&&rows[f.row]){rows[f.row].classList.add('finding');rows[f.row].title=(rows[f.row].title?rows[f.row].title+'\n':'')+f.rule+': '+f.message;}});
      $('findings').innerHTML=html||'<li>none</li>';}
    function drive(){$('view').hidden=true;$('drive').hidden=false;var token=++driveToken;
      get('/api/nav?steps='+encodeURIComponent(S.car)+carQuery()).then(function(n){if(token!==driveToken)return;
        $('drivecar').innerHTML=n.drawing;$('depth').textContent='depth '+n.depth+' of '+n.maximumDepth;
        $('clock').textContent=n.seconds+' s since the car connected';
        $('captions').innerHTML=n.captions.map(function(c){return '<li>'+esc(c)+'</li>';}).join('');
        $('operations').textContent=n.operations;$('journey').textContent=n.journey;
        $('driveerror').hidden=!n.error;$('driveerror').textContent=n.error||'';
        document.body.setAttribute('data-version',n.version);document.body.setAttribute('data-depth',n.depth);
      }).catch(function(err){$('driveerror').hidden=false;$('driveerror').textContent=err.message;});}
    function step(code){S.car=S.car?S.car+'.'+code:code;sync();drive();}
    // Taps on the drawing (an SVG from SVGRenderer): each tappable part carries its data-role.
    function tapIndex(el,sel){return Array.prototype.indexOf.call(el.closest('svg[data-display]').querySelectorAll(sel),el);}
    $('drivecar').addEventListener('click',function(ev){var el=ev.target.closest('[data-role=back],[data-role=tab],[data-role=action],[data-role=npbutton],[data-role=upnext],[data-role=albumartist],[data-role=gridbutton],[data-role=row],[data-role=imagerow]');if(!el)return;
      var role=el.getAttribute('data-role'),rows='[data-role=content] [data-role=row],[data-role=content] [data-role=imagerow]';
      if(role==='back')return step('b');
      if(role==='upnext')return step('u0');
      if(role==='albumartist')return step('l0');
      if(role==='tab')return step('t'+tapIndex(el,'[data-role=tab]'));
      if(role==='action')return step('a'+tapIndex(el,'[data-role=action]'));
      if(role==='npbutton')return step('n'+tapIndex(el,'[data-role=npbutton]'));
      if(role==='gridbutton')return step('c'+tapIndex(el,'[data-role=content] [data-role=gridbutton]'));
      step('r'+tapIndex(el,rows));});
    $('back').onclick=function(){step('b');};$('wait10').onclick=function(){step('w10');};$('wait30').onclick=function(){step('w30');};
    $('undo').onclick=function(){var p=(S.car||'').split('.');p.pop();S.car=p.join('.');sync();drive();};
    $('restart').onclick=function(){S.car='';sync();drive();};
    $('record').onclick=function(){$('journeybox').hidden=false;};
    $('sidebar').addEventListener('click',function(ev){var a=ev.target.closest('a');if(!a)return;ev.preventDefault();
      var li=a.parentNode,name=li.getAttribute('data-name');if(name==='drive'){S.car='';}else{S.car=null;S.entry=name;}sync();sidebar();refresh();});
    $('filter').addEventListener('input',function(){S.q=$('filter').value;sync();filter();});
    ['profile','ios','display','look'].forEach(function(k){$(k).addEventListener('change',function(){S[k]=$(k).value;sync();refresh();
      if($('limitedcar')){$('limitedcar').checked=S.profile==='limited';$('cdisplay').value=S.display;$('clook').value=S.look;}});});
    function options(list){var known={};list.forEach(function(o){known[o.name]=1;});
      Object.keys(S.opts).forEach(function(k){if(!known[k])delete S.opts[k];});
      $('optionsbox').innerHTML=list.map(function(o){return '<label title="'+esc(o.help)+'">--'+esc(o.name)+' <input data-option="'+esc(o.name)+'" placeholder="'+esc(o.value||o.valueName)+'" value="'+esc(S.opts[o.name]||'')+'"></label>';}).join('')
        +(list.length?'<button id="applyoptions">Apply to this page</button>':'');
      if(list.length)$('applyoptions').onclick=function(){document.querySelectorAll('[data-option]').forEach(function(i){S.opts[i.getAttribute('data-option')]=i.value;});sync();refresh();};}
    function loadState(){get('/api/state').then(function(s){$('statepath').textContent=s.path?s.path:(s.fromState?'(built-in state: start serve with --state FILE to edit it)':'(this catalog takes no state document)');
      if(!stateDirty&&s.text!==null)$('state').value=s.text;$('save').disabled=!s.path;$('state').readOnly=!s.path;controls(s.controls||[],!!s.path);});}
    $('state').addEventListener('input',function(){stateDirty=true;clearTimeout(checkTimer);checkTimer=setTimeout(function(){
      post('/api/state/check',$('state').value).then(function(r){$('stateproblem').hidden=!r.problem;$('stateproblem').textContent=r.problem||'';
        $('stateok').hidden=!!r.problem;$('stateok').textContent='The document decodes.';});},150);});
    function save(){post('/api/state',$('state').value).then(function(r){$('savemessage').textContent=r.message;if(r.saved)stateDirty=false;});}
    $('save').onclick=save;
    function banner(b){var el=$('banner');if(!b||b.state==='idle'){el.hidden=true;return;}el.hidden=false;el.className=b.state;
      el.innerHTML=b.state==='failed'?'<b>The build failed</b> — the last good render stays.<pre>'+esc(b.message||'')+'</pre>':b.state==='building'?'<b>building…</b> sources changed':'<b>restarting…</b>';}
    function connect(){var es=new EventSource('/events');
      es.addEventListener('hello',function(m){var s=JSON.parse(m.data);$('live').textContent='live';$('live').className='pill live';banner(s.build);
        if(generation!==null&&generation!==s.generation){generation=s.generation;loadCatalog();loadState();return;}generation=s.generation;});
      es.addEventListener('reload',function(m){var s=JSON.parse(m.data);banner(s.build);refresh();loadState();get('/api/catalog').then(function(c){var before=JSON.stringify(catalog.entries);catalog=c;if(JSON.stringify(c.entries)!==before)sidebar();});});
      es.addEventListener('build',function(m){banner(JSON.parse(m.data));});
      es.onerror=function(){$('live').textContent='reconnecting…';$('live').className='pill down';};}
    sync();loadCatalog();loadState();connect();
    })();
    """#
}
