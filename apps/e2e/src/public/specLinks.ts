import fs from 'node:fs';
import path from 'node:path';

/** A link a public page must carry: its target, and its text when a particular one is required. */
export interface SpecLink {
  label?: string;
  href: string;
}

export interface SpecLinks {
  everyPage: { header: SpecLink[]; footer: SpecLink[] };
  pages: Record<string, SpecLink[]>;
}

// The public site's own tests read the same table; one copy, read as data (apps do not import apps).
const FILE = path.resolve(__dirname, '../../../web-public/src/test/specLinks.json');

function isSpecLinkList(value: unknown): value is SpecLink[] {
  return (
    Array.isArray(value) &&
    value.every(
      (link: { label?: unknown; href?: unknown }) =>
        typeof link.href === 'string' && (link.label === undefined || typeof link.label === 'string'),
    )
  );
}

export function readSpecLinks(): SpecLinks {
  const data = JSON.parse(fs.readFileSync(FILE, 'utf8')) as SpecLinks;
  const lists = [data.everyPage?.header, data.everyPage?.footer, ...Object.values(data.pages ?? {})];
  if (!lists.every(isSpecLinkList)) throw new Error(`${FILE} does not have the expected shape`);
  return data;
}

export interface PageAnchor {
  text: string;
  href: string | null;
}

/** The required links no anchor satisfies, as "label -> href" for a readable failure. */
export function missingLinks(anchors: readonly PageAnchor[], required: readonly SpecLink[]): string[] {
  return required
    .filter(
      (link) =>
        !anchors.some(
          (anchor) => anchor.href === link.href && (link.label === undefined || anchor.text === link.label),
        ),
    )
    .map((link) => `${link.label ?? '(any text)'} -> ${link.href}`);
}
