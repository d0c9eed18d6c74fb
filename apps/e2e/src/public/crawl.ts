import type { Page } from 'playwright-core';
import { isAppPath } from './publicRoutes';
import { internalLinkTargets } from './pageLinks';

export interface CrawlReport {
  /** Public pages opened in the browser, in the order they were reached. */
  visited: string[];
  /** Links whose target did not answer 2xx (after redirects), with the page that links to them. */
  broken: string[];
}

/**
 * Opens `start`, follows every same-origin <a href> and fetches each target once. Public pages are opened in
 * turn and crawled; links into the app (/dashboard, /users/*, ...) are only fetched: they may redirect to
 * sign-in but must end on a 2xx page.
 */
export async function crawlPublicSite(page: Page, baseUrl: string, start = '/'): Promise<CrawlReport> {
  const origin = new URL(baseUrl).origin;
  const queue = [start];
  const fetched = new Set([start]);
  const visited: string[] = [];
  const broken: string[] = [];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    await page.goto(`${baseUrl}${current}`);
    visited.push(current);
    for (const target of await internalLinkTargets(page, origin)) {
      if (fetched.has(target)) continue;
      fetched.add(target);
      const res = await fetch(`${baseUrl}${target}`);
      await res.arrayBuffer();
      if (!res.ok) broken.push(`${target} answered ${res.status} (linked from ${current})`);
      else if (!isAppPath(new URL(target, origin).pathname)) queue.push(target);
    }
  }
  return { visited, broken };
}
