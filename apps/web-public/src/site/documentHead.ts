import { documentTitle, type PageMeta } from './pageMeta';
import { SITE_NAME } from './siteConfig';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The title, description, canonical link and Open Graph tags written into a prerendered page. */
export function documentHead(meta: PageMeta, absoluteUrl: string | undefined): string {
  const title = escapeHtml(documentTitle(meta));
  const description = escapeHtml(meta.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (absoluteUrl) {
    const url = escapeHtml(absoluteUrl);
    tags.push(`<meta property="og:url" content="${url}" />`, `<link rel="canonical" href="${url}" />`);
  }
  return tags.join('\n    ');
}
