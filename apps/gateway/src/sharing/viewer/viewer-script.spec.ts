import { createRequire } from 'node:module';
import { deckPage } from './viewer-page';
import { VIEWER_SCRIPT } from './viewer-script';

/** jsdom (the front ends' test DOM) has no type declarations installed: the little of it this spec uses. */
interface Dom {
  readonly window: Window & typeof globalThis & { eval(code: string): unknown; close(): void };
}
const { JSDOM } = createRequire(__filename)('jsdom') as {
  JSDOM: new (html: string, options: { url: string; runScripts: 'outside-only' }) => Dom;
};

const VIEW_ID = '0b6f2f7e-4f7a-4d3c-9a52-1c2b3d4e5f60';
const NEXT_VIEW_ID = '7c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

interface Sent {
  readonly url: string;
  readonly body: Record<string, unknown>;
  readonly keepalive: boolean;
  readonly csrf: string | null;
}

/**
 * The deck page in a browser-like window whose visibility, clock and fetch the test controls. Starts answer
 * VIEW_ID, then NEXT_VIEW_ID; a report of a view the test ended answers 410 as the gateway does, but for the
 * page's final `ended` report; once the test revokes the link, every call answers 410.
 */
function viewerPage(visible: boolean) {
  const html = deckPage('nonce', {
    title: 'Offer',
    sender: null,
    slides: [1, 2, 3].map((n) => ({ src: `/d/tok/slides/${n}`, text: `Slide ${n}` })),
    downloads: [{ label: 'Download PPTX', href: '/d/tok/download/pptx' }],
  });
  const dom = new JSDOM(html, { url: 'https://app.test/d/tok', runScripts: 'outside-only' });
  const { window } = dom;
  // jsdom lays nothing out: the thumbnails' scrolling is a no-op here.
  window.HTMLElement.prototype.scrollIntoView = () => undefined;
  let state: DocumentVisibilityState = visible ? 'visible' : 'hidden';
  Object.defineProperty(window.document, 'visibilityState', { get: () => state });
  window.document.cookie = 'dm_csrf=token123';
  let now = 1_000_000;
  window.Date.now = () => now;
  const sent: Sent[] = [];
  const ids = [VIEW_ID, NEXT_VIEW_ID];
  const endedViews = new Set<string>();
  let revoked = false;
  window.fetch = ((url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push({ url, body, keepalive: init.keepalive === true, csrf: headers['X-CSRF-Token'] ?? null });
    const started = url.endsWith('/views');
    const viewId = started ? ids.shift() : url.split('/').at(-1);
    const gone = revoked || (!started && endedViews.has(viewId ?? '') && body['ended'] !== true);
    return Promise.resolve({
      status: gone ? 410 : started ? 201 : 204,
      json: () => Promise.resolve({ view_id: viewId }),
    });
  }) as unknown as typeof fetch;
  window.eval(VIEWER_SCRIPT);
  return {
    window,
    sent,
    later: (seconds: number) => {
      now += seconds * 1000;
    },
    show: (shown: boolean) => {
      state = shown ? 'visible' : 'hidden';
      window.document.dispatchEvent(new window.Event('visibilitychange'));
    },
    /** The sweep ends the view: its reports now answer 410. */
    endView: (viewId: string) => endedViews.add(viewId),
    revoke: () => {
      revoked = true;
    },
    /** Lets the script's pending fetch chains run (a turn of the event loop, not a wait for time). */
    settle: () => new Promise<void>((resolve) => setImmediate(resolve)),
    close: () => {
      window.dispatchEvent(new window.Event('pagehide'));
      dom.window.close();
    },
  };
}

describe('the viewer script', () => {
  it('starts no view while the page is never shown (a prefetching mail scanner)', async () => {
    const page = viewerPage(false);
    page.later(30);
    await page.settle();
    expect(page.sent).toEqual([]);
    page.window.close();
  });

  it('starts a view once the page is shown, with the CSRF token, and names it in download links', async () => {
    const page = viewerPage(false);
    page.show(true);
    await page.settle();
    await page.settle();
    expect(page.sent).toEqual([
      { url: '/d/tok/views', body: { slide_count: 3 }, keepalive: true, csrf: 'token123' },
    ]);
    const link = page.window.document.querySelector('.actions a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(`/d/tok/download/pptx?view=${VIEW_ID}`);
    page.close();
  });

  it('counts visible seconds per slide, pauses while hidden, and ends the view when the page is left', async () => {
    const page = viewerPage(true);
    await page.settle();
    await page.settle();
    page.later(4);
    (page.window.document.getElementById('next') as HTMLButtonElement).click();
    page.later(2);
    page.show(false);
    expect(page.sent.at(-1)).toMatchObject({
      url: `/d/tok/views/${VIEW_ID}`,
      body: { slide_seconds: [4, 2, 0], furthest_slide: 2, ended: false },
      keepalive: true,
    });
    page.later(60); // hidden: not counted
    page.show(true);
    page.later(1);
    page.close();
    expect(page.sent.at(-1)).toMatchObject({
      url: `/d/tok/views/${VIEW_ID}`,
      body: { slide_seconds: [4, 3, 0], furthest_slide: 2, ended: true },
      keepalive: true,
    });
  });

  it('starts a new view when the page comes back to a view the sweep ended (410), and counts into it', async () => {
    const page = viewerPage(true);
    await page.settle();
    await page.settle();
    page.later(3);
    page.show(false);
    expect(page.sent.at(-1)).toMatchObject({
      url: `/d/tok/views/${VIEW_ID}`,
      body: { slide_seconds: [3, 0, 0], furthest_slide: 1, ended: false },
    });
    // Hidden for ten minutes: the sweep ends the silent view.
    page.later(600);
    page.endView(VIEW_ID);
    page.show(true);
    await page.settle();
    await page.settle();
    expect(page.sent.slice(-2)).toEqual([
      expect.objectContaining({
        url: `/d/tok/views/${VIEW_ID}`,
        body: expect.objectContaining({ ended: false }),
      }),
      { url: '/d/tok/views', body: { slide_count: 3 }, keepalive: true, csrf: 'token123' },
    ]);
    const link = page.window.document.querySelector('.actions a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(`/d/tok/download/pptx?view=${NEXT_VIEW_ID}`);
    // The seconds sent stay with the old view: the new one counts from zero.
    page.later(2);
    (page.window.document.getElementById('next') as HTMLButtonElement).click();
    page.later(1);
    page.show(false);
    expect(page.sent.at(-1)).toMatchObject({
      url: `/d/tok/views/${NEXT_VIEW_ID}`,
      body: { slide_seconds: [2, 1, 0], furthest_slide: 2, ended: false },
    });
    page.show(true);
    page.later(1);
    page.close();
    await page.settle();
    expect(page.sent.at(-1)).toMatchObject({
      url: `/d/tok/views/${NEXT_VIEW_ID}`,
      body: { slide_seconds: [2, 2, 0], furthest_slide: 2, ended: true },
    });
    expect(page.sent.filter((call) => call.url === '/d/tok/views')).toHaveLength(2);
  });

  it("starts nothing new for the final report of an ended view, nor again and again for a link that's gone", async () => {
    const page = viewerPage(true);
    await page.settle();
    await page.settle();
    page.endView(VIEW_ID);
    page.later(2);
    page.close();
    await page.settle();
    await page.settle();
    expect(page.sent.map((call) => call.url)).toEqual(['/d/tok/views', `/d/tok/views/${VIEW_ID}`]);

    // Revoked: the report and the new start both answer 410, and the page stops there.
    const revoked = viewerPage(true);
    await revoked.settle();
    await revoked.settle();
    revoked.revoke();
    revoked.later(2);
    revoked.show(false);
    await revoked.settle();
    await revoked.settle();
    revoked.show(true);
    revoked.later(20);
    revoked.show(false);
    await revoked.settle();
    await revoked.settle();
    expect(revoked.sent.map((call) => call.url)).toEqual([
      '/d/tok/views',
      `/d/tok/views/${VIEW_ID}`,
      '/d/tok/views',
    ]);
    revoked.close();
  });
});
