import type { JetStreamManager } from '@nats-io/jetstream';
import { DeadLetterHeaders, originalHeaders } from '../core/dead-letter-headers';
import type { DeadLetter } from '../ports';
import type { JetStreamNames } from './names';
import { fromNatsHeaders } from './nats-headers';

/** The newest `limit` dead letters, oldest first. */
export async function readDeadLetters(
  jsm: JetStreamManager,
  names: JetStreamNames,
  limit: number,
): Promise<DeadLetter[]> {
  const { state } = await jsm.streams.info(names.deadLetterStream);
  if (state.messages === 0 || limit <= 0) return [];
  const first = Math.max(state.first_seq, state.last_seq - limit + 1);
  const letters: DeadLetter[] = [];
  for (let seq = first; seq <= state.last_seq; seq++) {
    const stored = await jsm.streams.getMessage(names.deadLetterStream, { seq });
    if (!stored) continue;
    const headers = fromNatsHeaders(stored.header);
    letters.push({
      subject: headers[DeadLetterHeaders.subject] ?? '',
      consumer: headers[DeadLetterHeaders.consumer] ?? '',
      reason: headers[DeadLetterHeaders.reason] ?? '',
      deliveryCount: Number(headers[DeadLetterHeaders.deliveryCount] ?? 0),
      data: parseJson(stored.string()),
      headers: originalHeaders(headers),
    });
  }
  return letters;
}

/** Dead letters keep the raw payload, which may be the very thing that was not valid JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
