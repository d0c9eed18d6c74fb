/**
 * The viewer's behaviour, inline (nonce): arrows, Home/End, swipe, thumbnails, full screen, and the e-mail gate's
 * form (posted with the CSRF cookie's token, as every POST must be).
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
  function show(i){
    i=Math.max(0,Math.min(slides.length-1,i));if(i===current&&slides[i].hidden===false)return;
    slides[current].hidden=true;thumbs[current]&&thumbs[current].setAttribute('aria-current','false');
    current=i;slides[i].hidden=false;
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
})();
`;
