import type { DeckImage, ImageLookup } from './image-source';
import { ImageCache } from './image-cache';

function picture(size: number): ImageLookup {
  const image: DeckImage = {
    bytes: new Uint8Array(size),
    contentType: 'image/png',
    extension: 'png',
    width: 1,
    height: 1,
    hash: String(size),
  };
  return { ok: true, image };
}

/** A load whose answer the test gives when it wants, counting how often it ran. */
function deferredLoad(answer: ImageLookup) {
  const calls = { count: 0, release: () => undefined as void };
  const load = () => {
    calls.count += 1;
    return new Promise<ImageLookup>((resolve) => {
      calls.release = () => resolve(answer);
    });
  };
  return { calls, load };
}

describe('ImageCache', () => {
  it('shares one load between concurrent asks for the same value', async () => {
    const cache = new ImageCache(1000);
    const { calls, load } = deferredLoad(picture(10));
    const first = cache.get('url:a', load);
    const second = cache.get('url:a', load);
    calls.release();
    expect(await first).toBe(await second);
    expect(calls.count).toBe(1);
    await cache.get('url:a', load);
    expect(calls.count).toBe(1);
  });

  it('keeps results within its byte budget, least recently used leaving first', async () => {
    const cache = new ImageCache(250);
    const loads: string[] = [];
    const get = (key: string) =>
      cache.get(key, () => {
        loads.push(key);
        return Promise.resolve(picture(100));
      });
    await get('a');
    await get('b');
    await get('a'); // a is now the most recently used
    await get('c'); // over budget: b leaves
    expect(cache.heldBytes).toBe(200);
    await get('a');
    await get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('hands out but does not keep a picture larger than the whole budget', async () => {
    const cache = new ImageCache(50);
    const big = picture(100);
    expect(await cache.get('big', () => Promise.resolve(big))).toBe(big);
    expect(cache.heldBytes).toBe(0);
  });

  it('keeps refusals too, at a bounded size', async () => {
    const cache = new ImageCache(4096);
    let loads = 0;
    const refuse = () => {
      loads += 1;
      return Promise.resolve<ImageLookup>({ ok: false, reason: 'https://x/y.png answered 404' });
    };
    await cache.get('url:x', refuse);
    await cache.get('url:x', refuse);
    expect(loads).toBe(1);
    for (const key of ['1', '2', '3', '4', '5']) await cache.get(key, refuse);
    expect(cache.heldBytes).toBeLessThanOrEqual(4096);
  });
});
