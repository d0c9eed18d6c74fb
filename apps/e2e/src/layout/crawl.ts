import type { Browser, BrowserContextOptions } from 'playwright-core';
import {
  axeViolations,
  COLOUR_RULES,
  overflowingElements,
  screenshot,
  settle,
  sidewaysOverflow,
  type Scheme,
} from './pageChecks';

/** Phones (360 and 390 px) and a laptop; axe and screenshots at the smallest and the largest. */
const WIDTHS = [360, 390, 1280];
const SCHEMES: Scheme[] = ['light', 'dark'];

interface View {
  readonly width: number;
  readonly scheme: Scheme;
}
const VIEWS: View[] = SCHEMES.flatMap((scheme) => WIDTHS.map((width) => ({ width, scheme })));
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

/** One width and scheme: every route in one page, in turn. */
async function crawlAt(browser: Browser, target: CrawlTarget, { width, scheme }: View): Promise<string[]> {
  const problems: string[] = [];
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    colorScheme: scheme,
    // axe-core is injected as a script, which the product's CSP rightly refuses.
    bypassCSP: true,
    storageState: target.storageState,
  });
  const page = await context.newPage();
  for (const route of target.routes) {
    const where = `${route} @${width} ${scheme}`;
    try {
      await page.goto(`${target.baseUrl}${route}`);
      await settle(page);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0)
        problems.push(
          `${where}: scrolls ${overflow}px sideways (${(await overflowingElements(page)).join(' ')})`,
        );
      if (width === 390) continue;
      const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
      for (const violation of await axeViolations(page, rules)) problems.push(`${where}: ${violation}`);
      await screenshot(page, target.app, route, width, scheme);
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  await context.close();
  return problems;
}

/**
 * Every route at 360, 390 and 1280 px in light and dark, LANES pages at once: what scrolls sideways, every
 * axe-core violation (in dark, of the colour rules only: the markup is the light page's), and with
 * E2E_SCREENSHOTS=1 a full-page screenshot of each. Returns the problems found, empty when there are none.
 */
export async function crawlEveryView(browser: Browser, target: CrawlTarget): Promise<string[]> {
  const lanes = Array.from({ length: LANES }, (_, lane) =>
    VIEWS.filter((_, index) => index % LANES === lane),
  );
  const found = await Promise.all(
    lanes.map(async (views) => {
      const problems: string[] = [];
      for (const view of views) problems.push(...(await crawlAt(browser, target, view)));
      return problems;
    }),
  );
  return found.flat();
}
