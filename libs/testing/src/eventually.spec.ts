import { eventually } from './eventually';

describe('eventually', () => {
  it('resolves as soon as the check holds, sync or async', async () => {
    let checks = 0;
    await eventually(() => ++checks === 3, 'the third check', { intervalMs: 1 });
    expect(checks).toBe(3);
    await expect(eventually(async () => true, 'an async check')).resolves.toBeUndefined();
  });

  it('fails naming what it waited for once the time is up', async () => {
    await expect(eventually(() => false, 'nothing', { timeoutMs: 20, intervalMs: 5 })).rejects.toThrow(
      'timed out waiting for nothing',
    );
  });
});
