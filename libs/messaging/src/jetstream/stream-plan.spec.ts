import { DiscardPolicy, RetentionPolicy, type StreamConfig } from '@nats-io/jetstream';
import { nanos } from '@nats-io/nats-core';
import { DEFAULT_RETENTION } from '../core/retention';
import { jetStreamNames } from './names';
import { planStreams, shrinkWarning, streamChanges } from './stream-plan';

const names = jetStreamNames();
const HOUR_MS = 3_600_000;

describe('planStreams', () => {
  it("creates the streams with Deckmill's defaults, one replica and no size limit", () => {
    const [events, jobs, deadLetter] = planStreams(names, {}, DEFAULT_RETENTION);
    expect(events?.create).toMatchObject({
      name: 'DECKMILL_EVENTS',
      subjects: ['deckmill.evt.>'],
      retention: RetentionPolicy.Limits,
      discard: DiscardPolicy.Old,
      num_replicas: 1,
      max_age: nanos(DEFAULT_RETENTION.eventMaxAgeMs),
    });
    expect(jobs?.create).toMatchObject({
      retention: RetentionPolicy.Workqueue,
      discard: DiscardPolicy.New,
      max_age: 0,
    });
    expect(deadLetter?.create).toMatchObject({ max_age: nanos(DEFAULT_RETENTION.deadLetterMaxAgeMs) });
    expect([events?.enforce, jobs?.enforce, deadLetter?.enforce]).toEqual([{}, {}, {}]);
  });

  it('creates with and holds existing streams to what the configuration sets, a size with its discard policy', () => {
    const [events, jobs] = planStreams(
      names,
      { replicas: 3, events: { maxAgeMs: 2 * HOUR_MS }, jobs: { maxBytes: 1 << 30 } },
      DEFAULT_RETENTION,
    );
    expect(events?.create).toMatchObject({ num_replicas: 3, max_age: nanos(2 * HOUR_MS) });
    expect(events?.enforce).toEqual({ num_replicas: 3, max_age: nanos(2 * HOUR_MS) });
    expect(jobs?.enforce).toEqual({ num_replicas: 3, max_bytes: 1 << 30, discard: DiscardPolicy.New });
  });
});

describe('streamChanges', () => {
  const existing = {
    name: 'DECKMILL_EVENTS',
    subjects: ['deckmill.evt.>'],
    num_replicas: 1,
    max_age: nanos(HOUR_MS),
    max_bytes: 5_000_000,
    discard: DiscardPolicy.Old,
  } as StreamConfig;

  it('leaves what an operator changed when the configuration does not set it', () => {
    const [events] = planStreams(names, {}, DEFAULT_RETENTION);
    if (!events) throw new Error('no events stream planned');
    expect(streamChanges(existing, events)).toEqual({});
  });

  it('changes only the configured fields that differ, and adds a missing subject', () => {
    const [events] = planStreams(
      names,
      { replicas: 1, events: { maxAgeMs: 24 * HOUR_MS, maxBytes: 5_000_000 } },
      DEFAULT_RETENTION,
    );
    if (!events) throw new Error('no events stream planned');
    expect(streamChanges(existing, events)).toEqual({ max_age: nanos(24 * HOUR_MS) });
    expect(streamChanges({ ...existing, subjects: ['other.>'] }, events)).toEqual({
      subjects: ['other.>', 'deckmill.evt.>'],
      max_age: nanos(24 * HOUR_MS),
    });
  });
});

describe('shrinkWarning', () => {
  const old = { discard: DiscardPolicy.Old } as StreamConfig;
  const fresh = { discard: DiscardPolicy.New } as StreamConfig;

  it('warns when a size limit below what a stream holds is applied, saying what NATS does then', () => {
    expect(shrinkWarning('DECKMILL_EVENTS', 5000, old, { max_bytes: 1000 })).toMatch(
      /DECKMILL_EVENTS holds 5000 bytes and its max_bytes is being set to 1000: NATS drops its oldest messages at once/,
    );
    expect(shrinkWarning('DECKMILL_JOBS', 5000, fresh, { max_bytes: 1000 })).toMatch(/refuses new messages/);
  });

  it('stays quiet when the limit fits, is removed, or is not changed', () => {
    expect(shrinkWarning('DECKMILL_EVENTS', 500, old, { max_bytes: 1000 })).toBeNull();
    expect(shrinkWarning('DECKMILL_EVENTS', 5000, old, { max_bytes: -1 })).toBeNull();
    expect(shrinkWarning('DECKMILL_EVENTS', 5000, old, { max_age: 1 })).toBeNull();
  });
});
