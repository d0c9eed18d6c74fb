import { DeflatedTextCache, type DeflatedText } from './deflated-text-cache';

function deflated(bytes: number): DeflatedText {
  return { crc32: bytes, compressedSize: bytes, uncompressedSize: bytes * 2, data: new Uint8Array(bytes) };
}

describe('DeflatedTextCache', () => {
  it('deflates a text once and answers the same bytes after', async () => {
    const cache = new DeflatedTextCache(10_000, 1_000);
    const deflate = jest.fn(async () => deflated(10));
    const first = await cache.get('<Relationships/>', deflate);
    const second = await cache.get('<Relationships/>', deflate);
    expect(second).toBe(first);
    expect(deflate).toHaveBeenCalledTimes(1);
  });

  it('deflates a text longer than its largest each time, keeping nothing', async () => {
    const cache = new DeflatedTextCache(10_000, 4);
    const deflate = jest.fn(async () => deflated(10));
    await cache.get('longer', deflate);
    await cache.get('longer', deflate);
    expect(deflate).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used texts past its budget', async () => {
    // Each text: 2 chars (4 bytes) and 6 deflated bytes = 10 bytes; the budget holds two.
    const cache = new DeflatedTextCache(20, 100);
    const deflate = jest.fn(async () => deflated(6));
    await cache.get('aa', deflate);
    await cache.get('bb', deflate);
    await cache.get('aa', deflate); // aa is now the most recently used
    await cache.get('cc', deflate); // bb goes
    expect(cache.size).toBe(2);
    deflate.mockClear();
    await cache.get('aa', deflate);
    await cache.get('cc', deflate);
    expect(deflate).not.toHaveBeenCalled();
    await cache.get('bb', deflate);
    expect(deflate).toHaveBeenCalledTimes(1);
  });

  it('keeps no failed deflate: the next row deflates again', async () => {
    const cache = new DeflatedTextCache(10_000, 1_000);
    await expect(cache.get('x', () => Promise.reject(new Error('out of memory')))).rejects.toThrow();
    const again = jest.fn(async () => deflated(3));
    await cache.get('x', again);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
