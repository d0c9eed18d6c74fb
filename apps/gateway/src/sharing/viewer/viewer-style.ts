/** The viewer's whole stylesheet: inline (nonce), so the page makes no request but its own slides. */
export const VIEWER_STYLE = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#111418;color:#f2f4f7;display:flex;flex-direction:column}
a,button{font:inherit;color:inherit}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;padding:.75rem 1rem;background:#1b1f25}
header h1{font-size:1rem;margin:0;font-weight:600;overflow-wrap:anywhere}
header p{margin:0;color:#b8c0cc;font-size:.875rem}
.actions{display:flex;gap:.5rem;flex-wrap:wrap}
.button{display:inline-block;padding:.45rem .8rem;border-radius:6px;border:1px solid #3b4452;background:#262c35;text-decoration:none;cursor:pointer}
.button:hover{background:#323a46}
:focus-visible{outline:3px solid #7cb3ff;outline-offset:2px}
main{flex:1;display:flex;flex-direction:column;min-height:0}
.stage{flex:1;display:flex;align-items:center;gap:.5rem;padding:.5rem;min-height:0;touch-action:pan-y}
.stage>button{flex:none;width:2.75rem;height:2.75rem;border-radius:50%;border:1px solid #3b4452;background:#262c35;cursor:pointer;font-size:1.25rem}
.stage>button:disabled{opacity:.35;cursor:default}
.slides{flex:1;height:100%;display:flex;align-items:center;justify-content:center;min-width:0}
.slide{margin:0;display:flex;align-items:center;justify-content:center;width:100%;height:100%}
.slide[hidden]{display:none}
.slide img{max-width:100%;max-height:100%;object-fit:contain;background:#fff;box-shadow:0 2px 12px #0008}
.counter{text-align:center;margin:.25rem 0;color:#b8c0cc;font-size:.875rem}
.thumbs{display:flex;gap:.5rem;overflow-x:auto;padding:.5rem 1rem 1rem;margin:0;list-style:none}
.thumbs button{padding:0;border:2px solid transparent;border-radius:4px;background:none;cursor:pointer;line-height:0}
.thumbs button[aria-current="true"]{border-color:#7cb3ff}
.thumbs img{width:96px;height:auto;background:#fff}
.message{margin:auto;max-width:32rem;padding:2rem 1rem;text-align:center}
.message h1{font-size:1.5rem}
form.gate{display:flex;flex-direction:column;gap:.5rem;text-align:left}
form.gate input{padding:.6rem;border-radius:6px;border:1px solid #3b4452;background:#0d1014;color:inherit;font:inherit}
.error{color:#ff9c9c}
:fullscreen .thumbs,:fullscreen .counter{display:none}
@media (max-width:640px){.stage>button{display:none}.thumbs img{width:64px}header{padding:.5rem .75rem}}
@media (prefers-reduced-motion:no-preference){.thumbs{scroll-behavior:smooth}}
`;
