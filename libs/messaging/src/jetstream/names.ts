/**
 * Stream names and wire subjects. A namespace (one per test worker, or per deployment sharing a NATS
 * account) prefixes every subject and stream so they never collide.
 */
export interface JetStreamNames {
  readonly eventsStream: string;
  readonly jobsStream: string;
  readonly deadLetterStream: string;
  readonly eventSubjects: string;
  readonly jobSubjects: string;
  readonly deadLetterSubjects: string;
  /** Contract subject → wire subject. */
  wire(subject: string): string;
  /** Wire subject → contract subject. */
  contract(wireSubject: string): string;
  deadLetterSubject(consumer: string): string;
}

const NAMESPACE = /^[A-Za-z0-9_-]+$/;

export function jetStreamNames(namespace?: string): JetStreamNames {
  if (namespace !== undefined && !NAMESPACE.test(namespace)) {
    throw new Error(`Namespace "${namespace}" may only hold letters, digits, "-" and "_"`);
  }
  const subjectPrefix = namespace ? `${namespace}.` : '';
  const streamPrefix = namespace ? `${namespace.toUpperCase()}_` : '';
  const wire = (subject: string): string => `${subjectPrefix}${subject}`;
  return {
    eventsStream: `${streamPrefix}DECKMILL_EVENTS`,
    jobsStream: `${streamPrefix}DECKMILL_JOBS`,
    deadLetterStream: `${streamPrefix}DECKMILL_DEADLETTER`,
    eventSubjects: wire('deckmill.evt.>'),
    jobSubjects: wire('deckmill.job.>'),
    deadLetterSubjects: wire('deckmill.dlq.>'),
    wire,
    contract: (wireSubject) =>
      wireSubject.startsWith(subjectPrefix) ? wireSubject.slice(subjectPrefix.length) : wireSubject,
    deadLetterSubject: (consumer) => wire(`deckmill.dlq.${consumer}`),
  };
}
