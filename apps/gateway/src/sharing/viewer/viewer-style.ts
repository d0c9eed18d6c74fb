/**
 * The viewer's whole stylesheet: inline (nonce), so the page makes no request but its own slides. The colours
 * are libs/ui's tokens (same names and values), switched by the visitor's system scheme: a visitor has no
 * account theme. The system's fonts: the page loads no font file.
 */
export const VIEWER_STYLE = `
:root{color-scheme:light dark;
--dm-font-sans:'Inter Variable',Inter,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;
--dm-color-text:#111827;--dm-color-text-muted:#4b5563;--dm-color-text-inverse:#fff;--dm-color-bg:#f8fafc;
--dm-color-surface:#fff;--dm-color-border:#e2e8f0;--dm-color-border-strong:#94a3b8;--dm-color-primary:#4338ca;
--dm-color-primary-hover:#3730a3;--dm-color-primary-soft:#eef2ff;--dm-color-neutral-soft:#f1f5f9;
--dm-color-danger:#b91c1c;--dm-color-focus:#4338ca;--stage:#eef1f5;--shade:rgba(15,23,42,.12)}
@media (prefers-color-scheme:dark){:root{--dm-color-text:#e5e7eb;--dm-color-text-muted:#a3adbd;
--dm-color-text-inverse:#0b1020;--dm-color-bg:#0b1120;--dm-color-surface:#131c2e;--dm-color-border:#2a3548;
--dm-color-border-strong:#64748b;--dm-color-primary:#a5b4fc;--dm-color-primary-hover:#c7d2fe;
--dm-color-primary-soft:#1e1b4b;--dm-color-neutral-soft:#1e293b;--dm-color-danger:#fca5a5;--dm-color-focus:#a5b4fc;
--stage:#070b14;--shade:rgba(0,0,0,.5)}}
*{box-sizing:border-box}html{height:100%}
body{margin:0;height:100%;display:flex;flex-direction:column;font:400 1rem/1.5 var(--dm-font-sans);
background:var(--dm-color-bg);color:var(--dm-color-text);-webkit-text-size-adjust:100%}
a,button,input{font:inherit;color:inherit}
svg{flex:none}[hidden]{display:none!important}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
:focus-visible{outline:2px solid var(--dm-color-focus);outline-offset:2px}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1rem;padding:.75rem 1.5rem;
background:var(--dm-color-surface);border-bottom:1px solid var(--dm-color-border)}
.who{display:flex;align-items:center;gap:.75rem;flex:1 1 16rem;min-width:0}
.avatar{display:grid;place-items:center;flex:none;width:2.5rem;height:2.5rem;border-radius:50%;
background:var(--dm-color-primary-soft);color:var(--dm-color-primary);font-size:.875rem;font-weight:600}
.who h1{margin:0;font-size:1.125rem;line-height:1.4;font-weight:600;letter-spacing:-.01em;overflow-wrap:anywhere}
.who p{margin:0;color:var(--dm-color-text-muted);font-size:.875rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem}
.button{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:2.5rem;padding:.5rem 1rem;
border-radius:6px;border:1px solid var(--dm-color-border-strong);background:var(--dm-color-surface);
font-weight:500;text-decoration:none;cursor:pointer}
.button:hover{background:var(--dm-color-neutral-soft)}
.primary{background:var(--dm-color-primary);border-color:var(--dm-color-primary);color:var(--dm-color-text-inverse)}
.primary:hover{background:var(--dm-color-primary-hover)}
.deck{flex:1;display:flex;flex-direction:column;min-height:0;background:var(--stage)}
.stage{flex:1;display:flex;min-height:0;padding:1.5rem 1.5rem .75rem;touch-action:pan-y}
.slide{flex:1;margin:0;display:flex;align-items:center;justify-content:center;min-width:0;min-height:0}
.slide[hidden]{display:none}
.slide img{display:block;max-width:100%;max-height:100%;width:auto;height:auto;border-radius:4px;
background:#fff;box-shadow:0 0 0 1px var(--dm-color-border),0 8px 24px var(--shade)}
.controls{display:flex;align-items:center;justify-content:center;gap:.75rem;padding:0 1.5rem .5rem;position:relative}
.nav{display:grid;place-items:center;width:2.75rem;height:2.75rem;padding:0;border-radius:50%;
border:1px solid var(--dm-color-border-strong);background:var(--dm-color-surface);cursor:pointer}
.nav:hover:not(:disabled){background:var(--dm-color-neutral-soft)}
.nav:disabled{opacity:.4;cursor:default}
.counter{margin:0;min-width:7.5rem;text-align:center;color:var(--dm-color-text-muted);font-size:.875rem;font-variant-numeric:tabular-nums}
#fullscreen{position:absolute;right:1.5rem;border-radius:6px}
.thumbs{display:flex;gap:.75rem;overflow-x:auto;margin:0;padding:.5rem 1.5rem 1rem;list-style:none;scrollbar-width:thin}
.thumbs li{flex:none}
.thumbs button{display:block;padding:0;border:2px solid transparent;border-radius:6px;background:none;cursor:pointer;line-height:0;opacity:.75}
.thumbs button:hover,.thumbs button[aria-current="true"]{opacity:1}
.thumbs button[aria-current="true"]{border-color:var(--dm-color-primary)}
.thumbs img{width:7rem;height:auto;border-radius:4px;background:#fff;box-shadow:0 0 0 1px var(--dm-color-border)}
.notice{margin:auto;padding:2rem 1.5rem;text-align:center;color:var(--dm-color-text-muted)}
.message{flex:1;display:flex;align-items:center;justify-content:center;padding:1.5rem}
.card{width:100%;max-width:26rem;display:flex;flex-direction:column;align-items:center;gap:.75rem;text-align:center}
.card h1{margin:0;font-size:1.5rem;line-height:1.25;font-weight:600;letter-spacing:-.015em}
.card p{margin:0;color:var(--dm-color-text-muted)}
.icon{display:grid;place-items:center;width:3.5rem;height:3.5rem;border-radius:50%;margin-bottom:.25rem;
background:var(--dm-color-neutral-soft);color:var(--dm-color-text-muted)}
form.gate{align-self:stretch;display:flex;flex-direction:column;gap:.5rem;margin-top:.75rem;text-align:left}
form.gate label{font-weight:500;font-size:.875rem}
form.gate input{min-height:2.75rem;padding:.5rem .75rem;border-radius:6px;border:1px solid var(--dm-color-border-strong);
background:var(--dm-color-surface)}
form.gate input[aria-invalid="true"]{border-color:var(--dm-color-danger)}
form.gate .button{margin-top:.5rem;min-height:2.75rem}
.card .fine{font-size:.875rem}
.error{margin:0;color:var(--dm-color-danger);font-size:.875rem}
.error[hidden]{display:none}
.deck:fullscreen{background:#000}
.deck:fullscreen .thumbs{display:none}
.deck:fullscreen .stage{padding:1rem}
@media (max-width:640px){body{height:auto;min-height:100%}.bar{padding:.75rem 1rem}.actions{width:100%}.actions .button{flex:1}
.deck{justify-content:center}.stage{flex:none;padding:1rem 1rem .75rem}.controls{padding:0 1rem .25rem}.counter{min-width:6rem}
#fullscreen{right:1rem}.thumbs{padding:.5rem 1rem 1rem}.thumbs img{width:5.5rem}}
@media (max-height:500px) and (min-width:641px){.thumbs{display:none}.stage{padding:.75rem 1.5rem .5rem}.bar{padding:.5rem 1.5rem}}
@media (prefers-reduced-motion:no-preference){.thumbs{scroll-behavior:smooth}}
`;
