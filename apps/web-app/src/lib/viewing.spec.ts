import { describe, expect, it } from 'vitest';
import {
  deviceLabel,
  formatDuration,
  formatRelativeTime,
  opensSummary,
  slidesReached,
  viewerName,
} from './viewing';

describe('formatDuration', () => {
  it('writes seconds, minutes and hours the short way', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(12)).toBe('12 s');
    expect(formatDuration(252)).toBe('4 min 12 s');
    expect(formatDuration(120)).toBe('2 min');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(3900 + 42)).toBe('1 h 5 min');
  });

  it('rounds fractions and never goes below zero', () => {
    expect(formatDuration(59.6)).toBe('1 min');
    expect(formatDuration(-3)).toBe('0 s');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-03-05T12:00:00Z');

  it('says how long ago, in the largest whole unit', () => {
    expect(formatRelativeTime('2026-03-05T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-03-05T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-05T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-04T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-02-12T12:00:00Z', now)).toBe('3 weeks ago');
  });

  it('treats a clock a little ahead of the browser as now', () => {
    expect(formatRelativeTime('2026-03-05T12:00:20Z', now)).toBe('just now');
  });
});

describe('viewer wording', () => {
  it('names the viewer by address, else by number', () => {
    expect(viewerName('ann@example.com', 2)).toBe('ann@example.com');
    expect(viewerName(null, 2)).toBe('Viewer 2');
    expect(viewerName(null)).toBe('Someone');
  });

  it('counts opens, viewers and slides in the singular and plural', () => {
    expect(opensSummary(3, 2)).toBe('3 opens · 2 viewers');
    expect(opensSummary(1, 1)).toBe('1 open · 1 viewer');
    expect(slidesReached(7, 10)).toBe('7 of 10 slides');
    expect(slidesReached(1, 1)).toBe('1 of 1 slide');
    expect(deviceLabel('mobile')).toBe('Phone');
  });
});
