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
  /** Living links: the later run's finish time (ISO 8601) when the deck is a newer one than the link's own. */
  readonly updatedAt?: string | null | undefined;
}

/** A 24px stroked icon (lucide's geometry), inline: no request, and CSP allows presentation attributes. */
function icon(paths: string, size = 20): string {
  return `<svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;
}
const ICONS = {
  prev: '<path d="m15 18-6-6 6-6"/>',
  next: '<path d="m9 18 6-6-6-6"/>',
  download:
    '<path d="M12 15V3"/><path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4"/><path d="m7 10 5 5 5-5"/>',
  fullscreen:
    '<path d="M8 3H5a2 2 0 0 0-2 2v3"/><path d="M21 8V5a2 2 0 0 0-2-2h-3"/><path d="M3 16v3a2 2 0 0 0 2 2h3"/><path d="M16 21h3a2 2 0 0 0 2-2v-3"/>',
  unlink:
    '<path d="M9 17H7A5 5 0 0 1 7 7"/><path d="M15 7h2a5 5 0 0 1 4 8"/><path d="M8 12h4"/><path d="m2 2 20 20"/>',
  clock: '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>',
  mail: '<rect x="2" y="4" width="20" height="16" rx="2"/><path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7"/>',
  wait: '<path d="M21 12a9 9 0 1 1-6.22-8.56"/>',
} as const;

function page(nonce: string, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="${FAVICON}">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${VIEWER_STYLE}</style></head>
<body>${body}<script nonce="${nonce}">${VIEWER_SCRIPT}</script></body></html>`;
}

/** A whole-page message, shaped like the app's (libs/ui FullPageMessage): an icon, a title, a sentence. */
function message(
  nonce: string,
  glyph: keyof typeof ICONS,
  heading: string,
  text: string,
  extra = '',
): string {
  return page(
    nonce,
    heading,
    `<main class="message"><div class="card"><span class="icon">${icon(ICONS[glyph], 28)}</span>` +
      `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${extra}</div></main>`,
  );
}

export function notFoundPage(nonce: string): string {
  return message(
    nonce,
    'unlink',
    'Link not found',
    'This link does not open a deck. Check that it was copied whole, or ask the sender to send it again.',
  );
}

const GONE_TEXT: Record<string, string> = {
  revoked:
    'The sender has revoked this link, so it no longer opens the deck. Ask them for a new one if you still need it.',
  expired: 'The sender shared this deck for a limited time. Ask them for a new link if you still need it.',
  regenerated: 'The sender replaced this link with a new one. Ask them for the current link.',
  deleted: 'The sender has deleted this deck, so it can no longer be opened.',
};

export function gonePage(nonce: string, reason: string): string {
  const expired = reason === 'expired';
  const heading = expired ? 'This link has expired' : 'This link is no longer available';
  return message(
    nonce,
    expired ? 'clock' : 'unlink',
    heading,
    GONE_TEXT[reason] ?? GONE_TEXT['revoked'] ?? '',
  );
}

export function gatePage(nonce: string, action: string, refused: boolean): string {
  const form = `<form class="gate" method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">Your e-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" inputmode="email" required aria-describedby="gate-error"${refused ? ' aria-invalid="true"' : ''}>
<p id="gate-error" class="error" role="alert"${refused ? '' : ' hidden'}>That address cannot open this deck.</p>
<button class="button primary" type="submit">Open the deck</button></form>
<p class="fine">Only the sender sees the address you enter.</p>`;
  return message(
    nonce,
    'mail',
    'Enter your e-mail address',
    'The sender asks for it before showing this deck.',
    form,
  );
}

export function unavailablePage(nonce: string): string {
  return message(
    nonce,
    'wait',
    'Please try again',
    'The deck cannot be shown right now. Try again in a minute.',
  );
}

/** Up to two initials of the sender's name, for the header's badge. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('');
}

function header(deck: DeckPage): string {
  const sender = deck.sender;
  const from = sender
    ? `<p>Shared by ${escapeHtml(sender.name)}${sender.company ? `, ${escapeHtml(sender.company)}` : ''}</p>`
    : '';
  const badge =
    sender && initials(sender.name)
      ? `<span class="avatar" aria-hidden="true">${escapeHtml(initials(sender.name))}</span>`
      : '';
  const downloads = deck.downloads
    .map(
      (d) =>
        `<a class="button" href="${escapeHtml(d.href)}" download>${icon(ICONS.download, 18)}${escapeHtml(d.label)}</a>`,
    )
    .join('');
  const actions = downloads ? `<nav class="actions" aria-label="Downloads">${downloads}</nav>` : '';
  return `<header class="bar"><div class="who">${badge}<div><h1>${escapeHtml(deck.title)}</h1>${from}${updated(deck.updatedAt)}</div></div>${actions}</header>`;
}

/** "Updated on <date>" under the sender when a living link shows a later run's deck (docs/sharing.md). */
function updated(at: string | null | undefined): string {
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const day = date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `<p>Updated on <time datetime="${escapeHtml(date.toISOString())}">${escapeHtml(day)}</time></p>`;
}

/** The deck: one slide shown at a time, each with its text for screen readers, thumbnails below. */
export function deckPage(nonce: string, deck: DeckPage): string {
  if (deck.slides === null || deck.slides.length === 0) {
    const hint = deck.downloads.length ? ' You can download the deck above.' : ' Try again in a minute.';
    return page(
      nonce,
      deck.title,
      `${header(deck)}<main class="deck"><p class="notice">The slides cannot be shown right now.${hint}</p></main>`,
    );
  }
  const count = deck.slides.length;
  const figures = deck.slides
    .map(
      (slide, i) =>
        `<figure class="slide" id="slide-${i + 1}" aria-roledescription="slide" aria-label="Slide ${i + 1} of ${count}"${i === 0 ? '' : ' hidden'}>` +
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
    `${header(deck)}<main class="deck" aria-roledescription="carousel" aria-label="${escapeHtml(deck.title)}">` +
      `<div class="stage" aria-live="polite">${figures}</div>` +
      `<div class="controls"><button class="nav" id="prev" type="button" aria-label="Previous slide" disabled>${icon(ICONS.prev)}</button>` +
      `<p class="counter" id="counter">Slide 1 of ${count}</p>` +
      `<button class="nav" id="next" type="button" aria-label="Next slide"${count > 1 ? '' : ' disabled'}>${icon(ICONS.next)}</button>` +
      `<button class="nav" id="fullscreen" type="button" aria-label="Full screen" title="Full screen" hidden>${icon(ICONS.fullscreen, 18)}</button></div>` +
      `<nav aria-label="Slides"><ol class="thumbs">${thumbs}</ol></nav></main>`,
  );
}
