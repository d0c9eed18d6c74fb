import { throttledWorking } from './throttled-working';

describe('throttledWorking', () => {
  it('tells the broker at most once per quarter of the ack deadline', () => {
    let time = 1_000;
    const sent: number[] = [];
    const working = throttledWorking(
      () => sent.push(time),
      60_000,
      () => time,
    );
    working(); // right after the delivery arrived: the deadline is fresh
    time += 14_999;
    working();
    time += 1;
    working(); // 15 s after the delivery
    time += 5_000;
    working();
    time += 10_000;
    working(); // 15 s after the last extension
    expect(sent).toEqual([16_000, 31_000]);
  });
});
