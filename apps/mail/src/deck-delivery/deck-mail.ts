import type { DeckDeliveryJob } from '@deckmill/bus-contracts';
import { escapeHtml } from '../delivery';

/** How long a deck's signed link works: a week to open the mail and download it. */
export const DECK_LINK_SECONDS = 7 * 24 * 60 * 60;

/** The default of DELIVERY_ATTACHMENT_MAX_MB. */
export const DEFAULT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export type DeckFile = DeckDeliveryJob['files'][number];

/** Attach the files when together they fit under the limit (mail servers refuse large messages), else link. */
export function attachesFiles(files: readonly DeckFile[], maxBytes: number): boolean {
  return files.reduce((total, file) => total + file.sizeBytes, 0) <= maxBytes;
}

export interface DeckLink {
  readonly fileName: string;
  readonly url: string;
}

export interface DeckMailBody {
  readonly text: string;
  readonly html: string;
}

/** The row's personal link (APP_URL/d/<token>), made here from the token the job carries. */
export function viewUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/d/${token}`;
}

/** The HTML part's "View your presentation" button: a link styled inline, as mail clients drop stylesheets. */
function viewButton(url: string): string {
  return (
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;border-radius:6px;` +
    'background:#4f46e5;color:#ffffff;font-weight:600;text-decoration:none">View your presentation</a></p>'
  );
}

/**
 * The sender's text (already filled with the row's fields) as the plain part, and escaped, line by line, as the
 * HTML part: a row's value can never inject markup. The row's personal link follows as a "View your
 * presentation" button when the mail carries it, then linked files as download links valid 7 days.
 */
export function deckMailBody(
  body: string,
  links: readonly DeckLink[],
  view: string | null = null,
): DeckMailBody {
  const linkLines = links.map((link) => `${link.fileName}: ${link.url}`);
  const text = [
    body.trimEnd(),
    ...(view ? [`View your presentation: ${view}`] : []),
    ...(links.length > 0 ? [`Download (link valid for 7 days):\n${linkLines.join('\n')}`] : []),
  ].join('\n\n');
  const paragraphs = body
    .trimEnd()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`);
  const linkItems = links.map(
    (link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.fileName)}</a></li>`,
  );
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
    ...paragraphs,
    ...(view ? [viewButton(view)] : []),
    ...(links.length > 0
      ? ['<p>Download (link valid for 7 days):</p>', `<ul>${linkItems.join('')}</ul>`]
      : []),
    '</body></html>',
  ].join('\n');
  return { text, html };
}

/** What the SMTP server answered (nodemailer's `err.response`), else the error's message. */
export function smtpAnswer(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const response = (error as { response?: unknown }).response;
    if (typeof response === 'string' && response.trim() !== '') return response.trim();
    if (error instanceof Error && error.message) return error.message;
  }
  return String(error);
}

/** A 5xx answer is the server's final word (no such mailbox, refused): retrying cannot change it. */
export function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
