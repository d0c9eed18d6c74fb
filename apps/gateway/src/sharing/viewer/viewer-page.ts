import { VIEWER_SCRIPT } from './viewer-script';
import { VIEWER_STYLE } from './viewer-style';

/** The site's mark as a data URI: no request for /favicon.ico, nothing to load from elsewhere. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%234338ca'/%3E%3Cpath d='M9 9h8a7 7 0 010 14H9z' fill='white'/%3E%3C/svg%3E";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SlideView {
  readonly src: string;
  readonly text: string;
}

export interface DeckPage {
  readonly title: string;
  readonly sender: { readonly name: string; readonly company: string | null } | null;
  /** null: the slides cannot be drawn right now (the page says so; downloads still work). */
  readonly slides: readonly SlideView[] | null;
  readonly downloads: readonly { readonly label: string; readonly href: string }[];
}

function page(nonce: string, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">
<link rel="icon" href="${FAVICON}">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${VIEWER_STYLE}</style></head>
<body>${body}<script nonce="${nonce}">${VIEWER_SCRIPT}</script></body></html>`;
}

function message(nonce: string, heading: string, text: string, extra = ''): string {
  return page(
    nonce,
    heading,
    `<main><div class="message"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${extra}</div></main>`,
  );
}

export function notFoundPage(nonce: string): string {
  return message(nonce, 'Link not found', 'This link does not exist. Check that it was copied whole.');
}

const GONE_TEXT: Record<string, string> = {
  revoked: 'The sender has revoked this link. Ask them for a new one if you still need the deck.',
  expired: 'This link has expired. Ask the sender for a new one if you still need the deck.',
  regenerated: 'This link was replaced by a new one. Ask the sender for the current link.',
  deleted: 'This deck was deleted by the sender and is no longer available.',
};

export function gonePage(nonce: string, reason: string): string {
  const heading = reason === 'expired' ? 'This link has expired' : 'This link is no longer available';
  return message(nonce, heading, GONE_TEXT[reason] ?? GONE_TEXT['revoked'] ?? '');
}

export function gatePage(nonce: string, action: string, refused: boolean): string {
  const form = `<form class="gate" method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">Your e-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" required aria-describedby="gate-error">
<p id="gate-error" class="error" role="alert"${refused ? '' : ' hidden'}>That address cannot open this deck.</p>
<button class="button" type="submit">Open the deck</button></form>`;
  return message(nonce, 'Enter your e-mail address', 'The sender asks who opens this deck.', form);
}

export function unavailablePage(nonce: string): string {
  return message(nonce, 'Please try again', 'The deck cannot be shown right now. Try again in a minute.');
}

/** The deck: one slide shown at a time, each with its text for screen readers, thumbnails below. */
export function deckPage(nonce: string, deck: DeckPage): string {
  const sender = deck.sender
    ? `<p>Shared by ${escapeHtml(deck.sender.name)}${deck.sender.company ? `, ${escapeHtml(deck.sender.company)}` : ''}</p>`
    : '';
  const downloads = deck.downloads
    .map((d) => `<a class="button" href="${escapeHtml(d.href)}" download>${escapeHtml(d.label)}</a>`)
    .join('');
  const header = `<header><div><h1>${escapeHtml(deck.title)}</h1>${sender}</div><nav class="actions" aria-label="Deck">${downloads}<button class="button" id="fullscreen" type="button" hidden>Full screen</button></nav></header>`;
  if (deck.slides === null || deck.slides.length === 0) {
    return page(
      nonce,
      deck.title,
      `${header}<main><div class="message"><p>The slides cannot be shown right now.${deck.downloads.length ? ' You can download the deck above.' : ' Try again in a minute.'}</p></div></main>`,
    );
  }
  const count = deck.slides.length;
  const figures = deck.slides
    .map(
      (slide, i) =>
        `<figure class="slide" id="slide-${i + 1}" role="group" aria-roledescription="slide" aria-label="Slide ${i + 1} of ${count}"${i === 0 ? '' : ' hidden'}>` +
        `<img src="${escapeHtml(slide.src)}" alt="Slide ${i + 1}" aria-describedby="slide-text-${i + 1}"${i < 2 ? '' : ' loading="lazy"'}>` +
        `<figcaption class="sr-only" id="slide-text-${i + 1}">${escapeHtml(slide.text || 'This slide has no text.')}</figcaption></figure>`,
    )
    .join('');
  const thumbs = deck.slides
    .map(
      (slide, i) =>
        `<li><button type="button" aria-label="Go to slide ${i + 1}" aria-current="${i === 0}"><img src="${escapeHtml(slide.src)}" alt="" loading="lazy"></button></li>`,
    )
    .join('');
  return page(
    nonce,
    deck.title,
    `${header}<main aria-roledescription="carousel" aria-label="${escapeHtml(deck.title)}">` +
      `<div class="stage"><button id="prev" type="button" aria-label="Previous slide" disabled>&#8249;</button>` +
      `<div class="slides" aria-live="polite">${figures}</div>` +
      `<button id="next" type="button" aria-label="Next slide"${count > 1 ? '' : ' disabled'}>&#8250;</button></div>` +
      `<p class="counter" id="counter">Slide 1 of ${count}</p>` +
      `<nav aria-label="Slides"><ol class="thumbs">${thumbs}</ol></nav></main>`,
  );
}
