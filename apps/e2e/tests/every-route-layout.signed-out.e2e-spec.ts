import { openBrowser, startProduct, type BrowserSession, type RunningProduct } from '../src';
import { crawlEveryView } from '../src/layout/crawl';
import { GUEST_ROUTES } from '../src/layout/routeLists';
import { publicRoutes } from '../src/public/publicRoutes';
import { snapshotWebBuild } from '../src/public/webSnapshot';

const WEB = snapshotWebBuild();

/**
 * The signed-out half of the route crawl (the signed-in half is every-route-layout.signed-in; two files so the
 * two e2e workers share the crawl): every public page and auth page loaded at 360, 768 and 1280 px, shown in
 * light and dark at 360 and 1280 px and in light at 768 px. No load shifts its layout by 0.02 or more, no page
 * scrolls sideways, axe-core finds no violation at all, of any impact, and at 1280 px Tab reaches every control
 * and shows a focus ring of 3:1 or more on each (src/layout/crawl.ts).
 */
describe('every signed-out route at 360, 768 and 1280 px', () => {
  let product: RunningProduct;
  let browser: BrowserSession;

  beforeAll(async () => {
    product = await startProduct({ env: { DECKMILL_WEB_ROOT: WEB.root } });
    browser = await openBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await product?.dispose();
    WEB.dispose();
  });

  it('public site', async () => {
    const target = { baseUrl: product.baseUrl, app: 'public', routes: publicRoutes(WEB.root) };
    expect(await crawlEveryView(browser.browser, target)).toEqual([]);
  }, 1_500_000);

  it('auth pages, signed out', async () => {
    const target = { baseUrl: product.baseUrl, app: 'guest', routes: GUEST_ROUTES };
    expect(await crawlEveryView(browser.browser, target)).toEqual([]);
  }, 1_500_000);
});
