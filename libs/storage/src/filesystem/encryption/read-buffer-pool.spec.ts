import { ReadBufferPool } from './read-buffer-pool';

describe('ReadBufferPool', () => {
  it('hands a buffer given back to the next take', () => {
    const pool = new ReadBufferPool(1024, 2);
    const first = pool.take(100);
    expect(first.length).toBe(1024);
    pool.giveBack(first);
    expect(pool.take(300)).toBe(first);
  });

  it('makes buffers up to its limit, then buffers of the asked size that it does not keep', () => {
    const pool = new ReadBufferPool(1024, 2);
    const held = [pool.take(100), pool.take(100)];
    const own = pool.take(100);
    expect(held.map((buffer) => buffer.length)).toEqual([1024, 1024]);
    expect(own.length).toBe(100);
    pool.giveBack(own);
    for (const buffer of held) pool.giveBack(buffer);
    const next = [pool.take(10), pool.take(10), pool.take(10)];
    expect(new Set(next.slice(0, 2))).toEqual(new Set(held));
    expect(next[2]).not.toBe(own);
    expect(next[2]?.length).toBe(10);
  });

  it('keeps only its own buffers, once each', () => {
    const pool = new ReadBufferPool(1024, 2);
    const mine = pool.take(10);
    pool.giveBack(mine);
    pool.giveBack(mine);
    pool.giveBack(Buffer.alloc(1024));
    expect(pool.take(10)).toBe(mine);
    const second = pool.take(10);
    expect(second).not.toBe(mine);
    expect(pool.take(10).length).toBe(10);
  });

  it('gives a larger request a buffer of its own size, even with a spare at hand', () => {
    const pool = new ReadBufferPool(1024, 2);
    pool.giveBack(pool.take(10));
    expect(pool.take(2000).length).toBe(2000);
    expect(pool.take(10).length).toBe(1024);
  });
});
