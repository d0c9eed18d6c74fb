import { jetStreamNames } from './names';

describe('jetStreamNames', () => {
  it('uses the contract subjects and DECKMILL_* streams without a namespace', () => {
    const names = jetStreamNames();
    expect(names.eventsStream).toBe('DECKMILL_EVENTS');
    expect(names.jobSubjects).toBe('deckmill.job.>');
    expect(names.wire('deckmill.evt.user.registered.v1')).toBe('deckmill.evt.user.registered.v1');
  });

  it('prefixes subjects and streams with a namespace, and strips it again', () => {
    const names = jetStreamNames('t1w2');
    expect(names.jobsStream).toBe('T1W2_DECKMILL_JOBS');
    expect(names.deadLetterSubject('mailer')).toBe('t1w2.deckmill.dlq.mailer');
    expect(names.contract(names.wire('deckmill.job.a.v1'))).toBe('deckmill.job.a.v1');
  });

  it('refuses a namespace that would break subjects or stream names', () => {
    expect(() => jetStreamNames('a.b')).toThrow(/Namespace/);
  });
});
