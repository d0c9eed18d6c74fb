import specLinks from './specLinks.json';

/** A link a public page must carry: its target, and its text when a particular one is required. */
export interface SpecLink {
  label?: string;
  href: string;
}

/** Links on every page (top bar for visitors, footer) and per page; the data is shared with apps/e2e. */
export const EVERY_PAGE_LINKS: { header: readonly SpecLink[]; footer: readonly SpecLink[] } =
  specLinks.everyPage;
export const PAGE_LINKS: Readonly<Record<string, readonly SpecLink[]>> = specLinks.pages;

/** Whether an anchor with this text and href satisfies the required link. */
export function satisfies(link: SpecLink, text: string, href: string | null): boolean {
  return href === link.href && (link.label === undefined || text.trim() === link.label);
}

export function describeLink(link: SpecLink): string {
  return `${link.label ?? '(any text)'} -> ${link.href}`;
}
