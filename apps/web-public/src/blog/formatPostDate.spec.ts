import { describe, expect, it } from 'vitest';
import { formatPostDate } from './formatPostDate';

describe('formatPostDate', () => {
  it('writes a post date in full, read as a UTC day', () => {
    expect(formatPostDate('2026-10-02')).toBe('October 2, 2026');
    expect(formatPostDate('2026-01-31')).toBe('January 31, 2026');
  });
});
