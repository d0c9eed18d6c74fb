import type { Browser, BrowserContextOptions } from 'playwright-core';
import { openBrowser, startProduct, type BrowserSession, type RunningProduct } from '../src';
import {
  axeViolations,
  COLOUR_RULES,
  overflowingElements,
  screenshot,
  settle,
  sidewaysOverflow,
  type Scheme,
} from '../src/layout/pageChecks';
import { adminRoutes, appRoutes, GUEST_ROUTES } from '../src/layout/routeLists';
import { signUpOperator } from '../src/operator';
import { publicRoutes } from '../src/public/publicRoutes';
import { snapshotWebBuild } from '../src/public/webSnapshot';
import { seedWorkspace, waitForBatch } from '../src/seed';

const WEB = snapshotWebBuild();
const OPERATOR = `operator-${Date.now()}@example.test`;
/** Phones (360 and 390 px) and a laptop; axe and screenshots at the smallest and the largest. */
const WIDTHS = [360, 390, 1280];
const SCHEMES: Scheme[] = ['light', 'dark'];

type Signed = 'anonymous' | 'operator';
interface View {
  readonly width: number;
  readonly scheme: Scheme;
}
const VIEWS: View[] = SCHEMES.flatMap((scheme) => WIDTHS.map((width) => ({ width, scheme })));
const LANES = 2;

/**
 * Crawls every route of the three front ends at each width in light and dark: no page scrolls sideways,
 * axe-core finds no violation at all (in dark, of the colour rules: the markup is the light page's), and with
 * E2E_SCREENSHOTS=1 a full-page screenshot of each is written for people to review.
 */
describe('every route at 360, 390 and 1280 px, light and dark', () => {
  let product: RunningProduct;
  let operator: BrowserSession;
  let routes: Record<'public' | 'guest' | 'app' | 'admin', string[]>;
  let operatorState: BrowserContextOptions['storageState'];

  beforeAll(async () => {
    product = await startProduct({ smtp: true, env: { ADMIN_EMAIL: OPERATOR, DECKMILL_WEB_ROOT: WEB.root } });
    operator = await openBrowser();
    await signUpOperator(operator, product, OPERATOR);
    const workspace = await seedWorkspace(operator, product.baseUrl, 8);
    await waitForBatch(operator, product.baseUrl, workspace.batchId);
    const page = await operator.newPage();
    routes = {
      public: publicRoutes(WEB.root),
      guest: GUEST_ROUTES,
      app: appRoutes(workspace),
      admin: await adminRoutes(page, product.baseUrl),
    };
    await page.close();
    operatorState = await operator.context.storageState();
  }, 180_000);

  afterAll(async () => {
    await operator?.close();
    await product?.dispose();
    WEB.dispose();
  });

  /** One width and scheme: every route of the app in one page, in turn. */
  async function crawlAt(
    browser: Browser,
    app: keyof typeof routes,
    signed: Signed,
    { width, scheme }: View,
  ): Promise<string[]> {
    const problems: string[] = [];
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      colorScheme: scheme,
      // axe-core is injected as a script, which the product's CSP rightly refuses.
      bypassCSP: true,
      storageState: signed === 'operator' ? operatorState : undefined,
    });
    const page = await context.newPage();
    for (const route of routes[app]) {
      const where = `${route} @${width} ${scheme}`;
      try {
        await page.goto(`${product.baseUrl}${route}`);
        await settle(page);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0)
          problems.push(
            `${where}: scrolls ${overflow}px sideways (${(await overflowingElements(page)).join(' ')})`,
          );
        if (width === 390) continue;
        const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
        for (const violation of await axeViolations(page, rules)) problems.push(`${where}: ${violation}`);
        await screenshot(page, app, route, width, scheme);
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    await context.close();
    return problems;
  }

  /**
   * Every view, LANES pages at once: a page spends much of its time waiting (navigation, the skeleton, fonts),
   * so the browser and the server keep both cores busy with two.
   */
  async function crawl(browser: Browser, app: keyof typeof routes, signed: Signed): Promise<string[]> {
    const lanes = Array.from({ length: LANES }, (_, lane) =>
      VIEWS.filter((_, index) => index % LANES === lane),
    );
    const found = await Promise.all(
      lanes.map(async (views) => {
        const problems: string[] = [];
        for (const view of views) problems.push(...(await crawlAt(browser, app, signed, view)));
        return problems;
      }),
    );
    return found.flat();
  }

  it('public site', async () => {
    expect(await crawl(operator.browser, 'public', 'anonymous')).toEqual([]);
  }, 1_500_000);

  it('auth pages, signed out', async () => {
    expect(await crawl(operator.browser, 'guest', 'anonymous')).toEqual([]);
  }, 1_500_000);

  it('the signed-in app, with a template, a batch and a team', async () => {
    expect(await crawl(operator.browser, 'app', 'operator')).toEqual([]);
  }, 1_500_000);

  it('the admin panel, as an operator', async () => {
    expect(await crawl(operator.browser, 'admin', 'operator')).toEqual([]);
  }, 1_500_000);
});
