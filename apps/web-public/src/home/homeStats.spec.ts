import { describe, expect, it } from 'vitest';
import { LIVE_FIGURE_THRESHOLDS, passesThresholds } from './homeStats';

describe('passesThresholds', () => {
  it('passes at the thresholds and above', () => {
    expect(passesThresholds(LIVE_FIGURE_THRESHOLDS)).toBe(true);
    expect(passesThresholds({ teams_count: 1284, hours_saved: 56210, presentations_generated: 112420 })).toBe(
      true,
    );
  });

  it('fails when any one figure is below its threshold', () => {
    const { teams_count, hours_saved, presentations_generated } = LIVE_FIGURE_THRESHOLDS;
    expect(passesThresholds({ ...LIVE_FIGURE_THRESHOLDS, teams_count: teams_count - 1 })).toBe(false);
    expect(passesThresholds({ ...LIVE_FIGURE_THRESHOLDS, hours_saved: hours_saved - 1 })).toBe(false);
    expect(
      passesThresholds({ ...LIVE_FIGURE_THRESHOLDS, presentations_generated: presentations_generated - 1 }),
    ).toBe(false);
    expect(passesThresholds({ teams_count: 0, hours_saved: 0, presentations_generated: 0 })).toBe(false);
  });
});
