import type { LinkTarget, MailJob, MailJobV1 } from '@deckmill/bus-contracts';
import { absoluteLink, pageLink } from './page-links';
import { MAIL_TEMPLATE_CONTENT } from './templates';
import type { MailContent } from './templates/mail-template';

export { absoluteLink } from './page-links';

export const PRODUCT_NAME = 'Deckmill';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The absolute link of the mail, if it has one (logged in development). */
  link?: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Renders a job's template, its link on APP_URL to the job's target page (else the template's own page). */
export function renderMail(
  job: Pick<MailJob, 'template' | 'variables' | 'target'>,
  appUrl: string,
): RenderedMail {
  const content = MAIL_TEMPLATE_CONTENT[job.template](job.variables);
  const target: LinkTarget | undefined = content.action ? (job.target ?? content.action.target) : undefined;
  return layout(content, target ? pageLink(appUrl, target) : undefined);
}

/** A version 1 job (still consumed for one release) carried its link as a site path in `variables.path`. */
export function renderMailV1(job: Pick<MailJobV1, 'template' | 'variables'>, appUrl: string): RenderedMail {
  const { path, ...variables } = job.variables;
  const content = MAIL_TEMPLATE_CONTENT[job.template](variables);
  if (!content.action) return layout(content, undefined);
  return layout(content, path ? absoluteLink(appUrl, path) : pageLink(appUrl, content.action.target));
}

/** Lays a template's content out as a multipart-ready text and HTML body with the product name. */
function layout(content: MailContent, link: string | undefined): RenderedMail {
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
