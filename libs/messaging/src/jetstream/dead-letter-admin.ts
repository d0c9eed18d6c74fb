import {
  jetstream,
  JetStreamApiCodes,
  JetStreamApiError,
  jetstreamManager,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { DeadLetterHeaders, toDeadLetter } from '../core/dead-letter-headers';
import { REDRIVE_FOR_HEADER } from '../core/redrive';
import { fromNatsHeaders, toNatsHeaders } from '../nats/nats-headers';
import type { DeadLetter } from '../ports';
import { jetStreamNames, type JetStreamNames } from './names';

/** A dead letter with where it sits in the dead-letter stream. */
export interface StoredDeadLetter extends DeadLetter {
  readonly seq: number;
  readonly time: string;
}

export interface DeadLetterSelection {
  /** Only the letters of this durable consumer. */
  readonly consumer?: string;
  /** Only these stream sequences. */
  readonly seqs?: readonly number[];
}

const OWN_HEADERS = new Set<string>(Object.values(DeadLetterHeaders));

/**
 * The operator's view of the dead-letter stream (`deckmill ops dlq`): list the letters, and redrive them (publish
 * the original message again, for the consumer that gave up only, then delete the letter) or purge them.
 */
export class DeadLetterAdmin {
  private constructor(
    private readonly nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly js: JetStreamClient,
    private readonly names: JetStreamNames,
  ) {}

  static async connect(options: {
    servers: string | string[];
    namespace?: string;
  }): Promise<DeadLetterAdmin> {
    const nc = await connect({ servers: options.servers, name: 'deckmill-ops-dlq' });
    const jsm = await jetstreamManager(nc);
    return new DeadLetterAdmin(nc, jsm, jetstream(nc), jetStreamNames(options.namespace));
  }

  /** Letters oldest first, at most `limit`, filtered by `selection`. */
  async list(selection: DeadLetterSelection = {}, limit = 1_000): Promise<StoredDeadLetter[]> {
    const stream = this.names.deadLetterStream;
    let state: { messages: number; first_seq: number; last_seq: number };
    try {
      ({ state } = await this.jsm.streams.info(stream));
    } catch (error) {
      // No dead letter was ever written (the stream is made with the first one); anything else is an error.
      if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound) return [];
      throw error;
    }
    if (state.messages === 0) return [];
    const wanted = selection.seqs ? new Set(selection.seqs) : undefined;
    const letters: StoredDeadLetter[] = [];
    for (let seq = state.first_seq; seq <= state.last_seq && letters.length < limit; seq++) {
      if (wanted && !wanted.has(seq)) continue;
      // A deleted (redriven or purged) sequence is a gap: getMessage refuses it.
      const stored = await this.jsm.streams.getMessage(stream, { seq }).catch(() => null);
      if (!stored) continue;
      const letter = toDeadLetter(fromNatsHeaders(stored.header), stored.string());
      if (selection.consumer && letter.consumer !== selection.consumer) continue;
      letters.push({ ...letter, seq, time: stored.time.toISOString() });
    }
    return letters;
  }

  /**
   * Publishes each selected letter's message again on its subject, marked for the consumer that gave up (other
   * subscribers of an event ack it unseen), then deletes the letter; `purgeOnly` deletes without publishing.
   */
  async redrive(selection: DeadLetterSelection, purgeOnly = false): Promise<number> {
    const stream = this.names.deadLetterStream;
    let done = 0;
    for (const letter of await this.list(selection, Number.MAX_SAFE_INTEGER)) {
      if (!purgeOnly) {
        const stored = await this.jsm.streams.getMessage(stream, { seq: letter.seq });
        if (!stored) continue;
        const headers = Object.fromEntries(
          Object.entries(fromNatsHeaders(stored.header)).filter(([name]) => !OWN_HEADERS.has(name)),
        );
        await this.js.publish(this.names.wire(letter.subject), stored.data, {
          headers: toNatsHeaders({ ...headers, [REDRIVE_FOR_HEADER]: letter.consumer }),
          // A redrive repeated after a crash between publish and delete is deduplicated.
          msgID: `redrive:${stream}:${letter.seq}`,
        });
      }
      await this.jsm.streams.deleteMessage(stream, letter.seq);
      done++;
    }
    return done;
  }

  async close(): Promise<void> {
    await this.nc.close();
  }
}
