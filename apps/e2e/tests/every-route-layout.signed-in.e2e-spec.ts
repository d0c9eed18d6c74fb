import type { BrowserContextOptions } from 'playwright-core';
import { openBrowser, startProduct, type BrowserSession, type RunningProduct } from '../src';
import { crawlEveryView } from '../src/layout/crawl';
import { adminRoutes, appRoutes } from '../src/layout/routeLists';
import { signUpOperator } from '../src/operator';
import { snapshotWebBuild } from '../src/public/webSnapshot';
import { seedWorkspace, waitForBatch } from '../src/seed';

const WEB = snapshotWebBuild();
const OPERATOR = `operator-${Date.now()}@example.test`;

/**
 * The signed-in half of the route crawl (the signed-out half is every-route-layout.signed-out): every page of
 * the app and the admin panel loaded at 360, 768 and 1280 px (light and dark at 360 and 1280 px), with a
 * template, a batch and a team behind the detail pages. No load shifts its layout by 0.02 or more, no page
 * scrolls sideways, axe-core finds no violation at all, and at 1280 px Tab reaches every control and shows a
 * focus ring of 3:1 or more on each (src/layout/crawl.ts).
 */
describe('every signed-in route at 360, 768 and 1280 px', () => {
  let product: RunningProduct;
  let operator: BrowserSession;
  let routes: Record<'app' | 'admin', string[]>;
  let storageState: BrowserContextOptions['storageState'];

  beforeAll(async () => {
    product = await startProduct({ smtp: true, env: { ADMIN_EMAIL: OPERATOR, DECKMILL_WEB_ROOT: WEB.root } });
    operator = await openBrowser();
    await signUpOperator(operator, product, OPERATOR);
    const workspace = await seedWorkspace(operator, product.baseUrl, 8);
    await waitForBatch(operator, product.baseUrl, workspace.batchId);
    const page = await operator.newPage();
    routes = { app: appRoutes(workspace), admin: await adminRoutes(page, product.baseUrl) };
    await page.close();
    storageState = await operator.context.storageState();
  }, 180_000);

  afterAll(async () => {
    await operator?.close();
    await product?.dispose();
    WEB.dispose();
  });

  it('the signed-in app, with a template, a batch and a team', async () => {
    const target = { baseUrl: product.baseUrl, app: 'app', routes: routes.app, storageState };
    expect(await crawlEveryView(operator.browser, target)).toEqual([]);
  }, 1_500_000);

  it('the admin panel, as an operator', async () => {
    const target = { baseUrl: product.baseUrl, app: 'admin', routes: routes.admin, storageState };
    expect(await crawlEveryView(operator.browser, target)).toEqual([]);
  }, 1_500_000);
});
