import type { Page } from 'playwright-core';
import type { PageAnchor } from './specLinks';

/** The anchors inside the first element matching `scope` (e.g. 'main', 'header'), with trimmed text. */
export function anchorsIn(page: Page, scope: string): Promise<PageAnchor[]> {
  return page.$$eval(`${scope} a`, (anchors) =>
    anchors.map((anchor) => ({ text: (anchor.textContent ?? '').trim(), href: anchor.getAttribute('href') })),
  );
}

/** Every same-origin link target on the page, resolved and without its #fragment. */
export async function internalLinkTargets(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (anchors) =>
    anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
  );
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => `${url.pathname}${url.search}`);
}
