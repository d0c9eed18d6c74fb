import { seatRefusal } from './seat-rule';

describe('seatRefusal', () => {
  it('lets a seat in below the limit', () => {
    expect(seatRefusal({ planName: 'Starter', seatLimit: 3 }, 2)).toBeNull();
  });

  it('refuses at the limit, naming the plan and its size', () => {
    expect(seatRefusal({ planName: 'Starter', seatLimit: 3 }, 3)).toBe(
      "The team creator's Starter plan allows 3 members per team. Upgrade the plan to invite more.",
    );
    expect(seatRefusal({ planName: 'Free', seatLimit: 1 }, 1)).toMatch(/Free plan allows 1 member per team/);
  });

  it('never refuses an unlimited plan', () => {
    expect(seatRefusal({ planName: 'Enterprise', seatLimit: null }, 10_000)).toBeNull();
  });
});
