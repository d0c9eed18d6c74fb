import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import {
  axeViolations,
  COLOUR_RULES,
  overflowingElements,
  screenshot,
  settle,
  sidewaysOverflow,
  type Scheme,
} from './pageChecks';

interface View {
  readonly width: number;
  readonly scheme: Scheme;
  /** Which axe-core rules run: all, the colour rules, or none (a width only checked for sideways scrolling). */
  readonly axe: 'all' | 'colour' | 'none';
}
/**
 * Phones (360 and 390 px) and a laptop, light and dark. 390 px is checked for sideways scrolling only; dark runs
 * axe's colour rules only (the markup is the light page's, with other custom properties).
 */
const VIEWS: readonly View[] = [
  { width: 1280, scheme: 'light', axe: 'all' },
  { width: 390, scheme: 'light', axe: 'none' },
  { width: 360, scheme: 'light', axe: 'all' },
  { width: 360, scheme: 'dark', axe: 'colour' },
  { width: 1280, scheme: 'dark', axe: 'colour' },
];
/**
 * Pages open at once: a page spends much of its time waiting (navigation, the skeleton, fonts), so the browser
 * and the server keep both cores busy with two.
 */
const LANES = 2;

export interface CrawlTarget {
  readonly baseUrl: string;
  /** The folder of the screenshots (E2E_SCREENSHOTS=1): public, guest, app or admin. */
  readonly app: string;
  readonly routes: readonly string[];
  /** A signed-in browser's cookies; absent, the crawl is anonymous. */
  readonly storageState?: BrowserContextOptions['storageState'];
}

/**
 * The page redrawn at another width and scheme. Every breakpoint and the dark theme are CSS media queries (no
 * script reads the width or the scheme), so a resize shows what a page opened at that size shows, without
 * loading the app again: one navigation a route instead of one a view.
 */
async function showAs(page: Page, { width, scheme }: View): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.emulateMedia({ colorScheme: scheme });
  // Two frames for the new layout, then the colour transitions the scheme change started run out (a spinner's
  // endless one aside): axe measured a button's colours halfway from light to dark.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await document.fonts.ready;
  });
}

/** One route at every view: what scrolls sideways and what axe-core finds. */
async function checkRoute(page: Page, target: CrawlTarget, route: string): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize({ width: VIEWS[0].width, height: 800 });
  await page.emulateMedia({ colorScheme: VIEWS[0].scheme });
  await page.goto(`${target.baseUrl}${route}`);
  await settle(page);
  for (const view of VIEWS) {
    const where = `${route} @${view.width} ${view.scheme}`;
    await showAs(page, view);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0)
      problems.push(
        `${where}: scrolls ${overflow}px sideways (${(await overflowingElements(page)).join(' ')})`,
      );
    if (view.axe === 'none') continue;
    const rules = view.axe === 'colour' ? COLOUR_RULES : undefined;
    for (const violation of await axeViolations(page, rules)) problems.push(`${where}: ${violation}`);
    await screenshot(page, target.app, route, view.width, view.scheme);
  }
  return problems;
}

/** Some of the routes, one after another in one page. */
async function crawlLane(
  browser: Browser,
  target: CrawlTarget,
  routes: readonly string[],
): Promise<string[]> {
  const problems: string[] = [];
  const context = await browser.newContext({
    // axe-core is injected as a script, which the product's CSP rightly refuses.
    bypassCSP: true,
    storageState: target.storageState,
  });
  const page = await context.newPage();
  for (const route of routes) {
    try {
      problems.push(...(await checkRoute(page, target, route)));
    } catch (error) {
      problems.push(`${route}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  await context.close();
  return problems;
}

/**
 * Every route at 360, 390 and 1280 px in light and dark, LANES pages at once: what scrolls sideways, every
 * axe-core violation (see VIEWS), and with E2E_SCREENSHOTS=1 a full-page screenshot of each view axe checks.
 * Returns the problems found, empty when there are none.
 */
export async function crawlEveryView(browser: Browser, target: CrawlTarget): Promise<string[]> {
  const lanes = Array.from({ length: LANES }, (_, lane) =>
    target.routes.filter((_, index) => index % LANES === lane),
  );
  const found = await Promise.all(lanes.map((routes) => crawlLane(browser, target, routes)));
  return found.flat();
}
