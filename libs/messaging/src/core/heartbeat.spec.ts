import type { Delivery } from '../ports';
import { withHeartbeat } from './heartbeat';

const delivery: Delivery<string> = {
  data: 'job',
  subject: 'deckmill.job.x.v1',
  deliveryCount: 1,
  headers: {},
};

describe('withHeartbeat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls working() on every interval while the handler runs, and never after it settled', async () => {
    let finish: () => void = () => undefined;
    let working = 0;
    const handled = withHeartbeat(() => new Promise<void>((resolve) => (finish = resolve)), 10_000)(
      delivery,
      { working: () => (working += 1) },
    );

    jest.advanceTimersByTime(25_000);
    expect(working).toBe(2);
    finish();
    await handled;
    jest.advanceTimersByTime(60_000);
    expect(working).toBe(2);
  });

  it('passes the handler’s settlement and errors through', async () => {
    const control = { working: () => undefined };
    await expect(
      withHeartbeat(async () => ({ kind: 'reject', reason: 'bad' }), 1_000)(delivery, control),
    ).resolves.toEqual({ kind: 'reject', reason: 'bad' });
    await expect(
      withHeartbeat(() => Promise.reject(new Error('smtp down')), 1_000)(delivery, control),
    ).rejects.toThrow('smtp down');
    expect(jest.getTimerCount()).toBe(0);
  });
});
