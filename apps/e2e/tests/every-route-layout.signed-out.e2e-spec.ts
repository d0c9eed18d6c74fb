import { openBrowser, startProduct, type BrowserSession, type RunningProduct } from '../src';
import { crawlEveryView } from '../src/layout/crawl';
import { GUEST_ROUTES } from '../src/layout/routeLists';
import { publicRoutes } from '../src/public/publicRoutes';
import { snapshotWebBuild } from '../src/public/webSnapshot';

const WEB = snapshotWebBuild();

/**
 * The signed-out half of the route crawl (the signed-in half is every-route-layout.signed-in; two files so the
 * two e2e workers share the crawl): every public page and auth page at 360, 390 and 1280 px in light and dark.
 * No page scrolls sideways and axe-core finds no violation at all, of any impact.
 */
describe('every signed-out route at 360, 390 and 1280 px, light and dark', () => {
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
