import type { MailJob } from '@deckmill/bus-contracts';
import { MAIL_TEMPLATE_CONTENT } from './templates';

export const PRODUCT_NAME = 'Deckmill';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The absolute link of the mail, if it has one (logged in development). */
  link?: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Only paths on the site become links, so a caller cannot make a mail point elsewhere. */
export function absoluteLink(appUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//'))
    throw new Error(`Mail links must be site paths: ${path}`);
  return new URL(path, appUrl).toString();
}

/** Renders a job's template to a multipart-ready text and HTML body with the product name. */
export function renderMail(job: Pick<MailJob, 'template' | 'variables'>, appUrl: string): RenderedMail {
  const content = MAIL_TEMPLATE_CONTENT[job.template](job.variables);
  const link = content.action ? absoluteLink(appUrl, content.action.path) : undefined;
  const paragraphs = [content.greeting, ...content.paragraphs].filter((p): p is string => Boolean(p));
  const text = [
    ...paragraphs,
    ...(content.action && link ? [`${content.action.label}: ${link}`] : []),
    ...(content.footnotes ?? []),
    `-- \n${PRODUCT_NAME}`,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(PRODUCT_NAME)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(content.action && link
      ? [
          `<p><a href="${escapeHtml(link)}" style="background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
          `<p style="font-size:12px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(link)}</p>`,
        ]
      : []),
    ...(content.footnotes ?? []).map((f) => `<p style="font-size:12px;color:#6b7280">${escapeHtml(f)}</p>`),
    '</body></html>',
  ].join('\n');
  return { subject: `${content.subject} | ${PRODUCT_NAME}`, text, html, ...(link ? { link } : {}) };
}
