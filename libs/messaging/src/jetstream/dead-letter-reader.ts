import type { JetStreamManager } from '@nats-io/jetstream';
import { toDeadLetter } from '../core/dead-letter-headers';
import type { DeadLetter } from '../ports';
import type { JetStreamNames } from './names';
import { fromNatsHeaders } from '../nats/nats-headers';

/** The newest `limit` dead letters, oldest first. */
export async function readDeadLetters(
  jsm: JetStreamManager,
  names: JetStreamNames,
  limit: number,
): Promise<DeadLetter[]> {
  const { state } = await jsm.streams.info(names.deadLetterStream);
  if (state.messages === 0 || limit <= 0) return [];
  const letters: DeadLetter[] = [];
  for (let seq = Math.max(state.first_seq, state.last_seq - limit + 1); seq <= state.last_seq; seq++) {
    const stored = await jsm.streams.getMessage(names.deadLetterStream, { seq });
    if (stored) letters.push(toDeadLetter(fromNatsHeaders(stored.header), stored.string()));
  }
  return letters;
}
