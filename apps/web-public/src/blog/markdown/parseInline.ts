/** Inline Markdown: emphasis, strong, code spans and links; everything else is plain text. */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: InlineNode[] }
  | { kind: 'em'; children: InlineNode[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: InlineNode[] };

const TOKEN = /`([^`]+)`|\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s][^*]*)\*|\b_([^_]+)_\b/;

// Only links to web pages, mail addresses and paths on this site: no javascript: or data: URLs.
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href);
}

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let rest = text;
  for (let match = TOKEN.exec(rest); match; match = TOKEN.exec(rest)) {
    if (match.index > 0) nodes.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, code, strong, linkText, href, em, underscored] = match;
    if (code !== undefined) nodes.push({ kind: 'code', text: code });
    else if (strong !== undefined) nodes.push({ kind: 'strong', children: parseInline(strong) });
    else if (linkText !== undefined && href !== undefined) {
      const children = parseInline(linkText);
      nodes.push(isSafeHref(href) ? { kind: 'link', href, children } : { kind: 'text', text: linkText });
    } else nodes.push({ kind: 'em', children: parseInline(em ?? underscored ?? '') });
    rest = rest.slice(match.index + whole.length);
  }
  if (rest) nodes.push({ kind: 'text', text: rest });
  return nodes;
}
