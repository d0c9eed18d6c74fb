/**
 * The viewer's behaviour, inline (nonce): arrows, Home/End, swipe, thumbnails, full screen, the e-mail gate's
 * form (posted with the CSRF cookie's token, as every POST must be), and the view's analytics (docs/sharing.md):
 * a view starts only once the page is visible (a page a mail scanner fetches and never shows counts nothing),
 * seconds count per slide only while it is visible, and the totals go out every 15 s and when it is hidden or
 * left (keepalive, so the last report survives the page); a view ended meanwhile (410: the page was away for
 * five minutes) is followed by a new one; downloads name the view.
 */
export const VIEWER_SCRIPT = `
(function(){
  var gate=document.querySelector('form.gate');
  if(gate){gate.addEventListener('submit',function(e){
    e.preventDefault();
    var m=/(?:^|; )(?:__Host-)?dm_csrf=([^;]+)/.exec(document.cookie);
    var body=JSON.stringify({email:document.getElementById('email').value});
    var submit=gate.querySelector('button');submit.disabled=true;
    function refuse(text){var out=document.getElementById('gate-error'),input=document.getElementById('email');
      submit.disabled=false;out.textContent=text;out.hidden=false;input.setAttribute('aria-invalid','true');input.focus();}
    fetch(gate.action,{method:'POST',credentials:'same-origin',headers:{'Content-Type':'application/json','X-CSRF-Token':m?decodeURIComponent(m[1]):''},body:body})
      .then(function(r){if(r.ok){location.reload();return;}
        refuse(r.status===429?'Too many tries. Please wait a few minutes.':'That address cannot open this deck.');},
        function(){refuse('The address could not be sent. Check your connection and try again.');});
  });return;}
  var slides=[].slice.call(document.querySelectorAll('.slide'));if(!slides.length)return;
  var thumbs=[].slice.call(document.querySelectorAll('.thumbs button'));
  var prev=document.getElementById('prev'),next=document.getElementById('next'),counter=document.getElementById('counter');
  var current=0;
  var base=location.pathname.replace(/[/]+$/,''),counted=Math.min(slides.length,500);
  var view=null,starting=false,ended=false,since=null,furthest=0,seconds=[],timer=null,hiddenAt=null;
  function csrf(){var m=/(?:^|; )(?:__Host-)?dm_csrf=([^;]+)/.exec(document.cookie);return m?decodeURIComponent(m[1]):'';}
  function send(url,body){return fetch(url,{method:'POST',credentials:'same-origin',keepalive:true,
    headers:{'Content-Type':'application/json','X-CSRF-Token':csrf()},body:JSON.stringify(body)});}
  function shown(){return document.visibilityState==='visible';}
  function tick(){if(since===null)return;var now=Date.now();if(current<counted)seconds[current]=(seconds[current]||0)+(now-since)/1000;since=now;}
  function resume(){if(since===null&&!ended&&shown()){since=Date.now();furthest=Math.max(furthest,Math.min(current+1,counted));}}
  function pause(){tick();since=null;}
  function report(end){if(!view)return;tick();var list=[],id=view;
    for(var i=0;i<counted;i++)list.push(Math.floor((seconds[i]||0)*10)/10);
    send(base+'/views/'+id,{slide_seconds:list,furthest_slide:furthest,ended:end}).then(function(r){
      // 410: the view was ended while the page was away (silent for five minutes). What was sent stays with it;
      // the page, still open, goes on counting in a new view from zero.
      if(r.status===410&&!end&&!ended&&id===view)anew();}).catch(function(){});}
  function anew(){view=null;starting=false;seconds=[];furthest=0;
    if(since!==null){since=Date.now();furthest=Math.min(current+1,counted);}start();}
  function named(){[].slice.call(document.querySelectorAll('.actions a[href]')).forEach(function(a){
    a.href=a.getAttribute('href').split('?')[0]+'?view='+encodeURIComponent(view);});}
  function start(){if(view||starting||ended||!shown())return;starting=true;resume();
    send(base+'/views',{slide_count:counted}).then(function(r){return r.status===201?r.json():null;})
      .then(function(b){if(!b||!b.view_id)return;view=b.view_id;named();if(timer)clearInterval(timer);
        timer=setInterval(function(){if(shown())report(false);},15000);},function(){starting=false;});}
  // Back after a minute or more away: report at once, so a view ended meanwhile is replaced before the next 15 s.
  document.addEventListener('visibilitychange',function(){if(shown()){var away=hiddenAt!==null&&Date.now()-hiddenAt>=60000;
    hiddenAt=null;resume();start();if(away)report(false);}else{hiddenAt=Date.now();pause();report(false);}});
  window.addEventListener('pagehide',function(){pause();report(true);ended=true;if(timer)clearInterval(timer);});
  // Back from the browser's page cache: the view ended when the page was left, so this is a new one.
  window.addEventListener('pageshow',function(e){if(!e.persisted)return;ended=false;since=null;hiddenAt=null;anew();});
  function show(i){
    i=Math.max(0,Math.min(slides.length-1,i));if(i===current&&slides[i].hidden===false)return;
    tick();
    slides[current].hidden=true;thumbs[current]&&thumbs[current].setAttribute('aria-current','false');
    current=i;slides[i].hidden=false;if(since!==null)furthest=Math.max(furthest,Math.min(i+1,counted));
    var img=slides[i].querySelector('img');if(img)img.loading='eager';
    var after=slides[i+1]&&slides[i+1].querySelector('img');if(after)after.loading='eager';
    if(thumbs[i]){thumbs[i].setAttribute('aria-current','true');thumbs[i].scrollIntoView({block:'nearest',inline:'nearest'});}
    counter.textContent='Slide '+(i+1)+' of '+slides.length;
    prev.disabled=i===0;next.disabled=i===slides.length-1;
  }
  prev.addEventListener('click',function(){show(current-1);});
  next.addEventListener('click',function(){show(current+1);});
  thumbs.forEach(function(b,i){b.addEventListener('click',function(){show(i);});});
  document.addEventListener('keydown',function(e){
    if(e.altKey||e.ctrlKey||e.metaKey)return;
    var t=e.target&&e.target.tagName;if(t==='INPUT'||t==='TEXTAREA')return;
    // Space on a focused button or link presses it (a thumbnail, Download); elsewhere it turns the page.
    if(e.key===' '&&(t==='BUTTON'||t==='A'))return;
    if(e.key==='ArrowRight'||e.key==='PageDown'||e.key===' '){show(current+1);e.preventDefault();}
    else if(e.key==='ArrowLeft'||e.key==='PageUp'){show(current-1);e.preventDefault();}
    else if(e.key==='Home'){show(0);e.preventDefault();}
    else if(e.key==='End'){show(slides.length-1);e.preventDefault();}
  });
  var stage=document.querySelector('.stage'),x0=null;
  stage.addEventListener('touchstart',function(e){x0=e.touches[0].clientX;},{passive:true});
  stage.addEventListener('touchend',function(e){if(x0===null)return;var dx=e.changedTouches[0].clientX-x0;x0=null;
    if(Math.abs(dx)>40)show(current+(dx<0?1:-1));});
  var fs=document.getElementById('fullscreen');
  if(fs&&document.fullscreenEnabled){fs.hidden=false;fs.addEventListener('click',function(){
    if(document.fullscreenElement)document.exitFullscreen();else document.querySelector('main').requestFullscreen();});
    document.addEventListener('fullscreenchange',function(){var l=document.fullscreenElement?'Exit full screen':'Full screen';fs.setAttribute('aria-label',l);fs.title=l;});}
  show(0);
  start();
})();
`;
