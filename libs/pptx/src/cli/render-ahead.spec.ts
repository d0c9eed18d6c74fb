import { renderAhead } from './render-ahead';

describe('renderAhead', () => {
  it('yields results in input order with at most `lookahead` calls in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const render = async (item: number) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, (5 - item) * 2));
      inFlight--;
      return item * 10;
    };
    const results: number[] = [];
    for await (const result of renderAhead([0, 1, 2, 3, 4], render, 2)) results.push(result);
    expect(results).toEqual([0, 10, 20, 30, 40]);
    expect(peak).toBe(2);
  });

  it('passes a failure on when its turn comes', async () => {
    const render = async (item: number) => {
      if (item === 1) throw new Error('row 2 failed');
      return item;
    };
    const results: number[] = [];
    await expect(
      (async () => {
        for await (const result of renderAhead([0, 1, 2], render, 3)) results.push(result);
      })(),
    ).rejects.toThrow('row 2 failed');
    expect(results).toEqual([0]);
  });
});
