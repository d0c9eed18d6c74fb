import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { selectRows } from '@deckmill/database';
import { MESSAGE_BUS, outboxTable, type MessageBus } from '@deckmill/messaging';

/** The durable consumers whose jobs the sweep may re-send. */
export const SWEPT_CONSUMERS = {
  chunks: 'generation-render',
  finalize: 'generation-finalize',
  conversions: 'converter-convert',
} as const;
export type SweptWork = keyof typeof SWEPT_CONSUMERS;

/** A conversion's outcome waiting in these means the conversion is done: re-sending it would convert again. */
const CONVERSION_OUTCOME_CONSUMERS = ['generation-deck-converted', 'generation-deck-conversion-failed-v2'];

/**
 * Whether work the database says is owed can have no job left anywhere, so re-sending it duplicates nothing:
 * nothing of generation's is staged in its outbox, and the kind's consumer has no job queued, in a handler or
 * waiting for redelivery. Re-sending on every start-up instead doubled a backlog each time a worker joined
 * (225 queued chunk jobs became 446).
 */
@Injectable()
export class LostWork {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async staged(): Promise<boolean> {
    const rows = await selectRows(
      this.dataSource,
      `SELECT 1 FROM ${outboxTable('generation')} WHERE published_at IS NULL LIMIT 1`,
    );
    return rows.length > 0;
  }

  /** The kinds of work whose consumer exists and is idle (call after `staged()` answered false). */
  async idle(): Promise<Set<SweptWork>> {
    const kinds = Object.keys(SWEPT_CONSUMERS) as SweptWork[];
    const [unfinished, outcomes] = await Promise.all([
      Promise.all(kinds.map((kind) => this.bus.unfinishedJobs(SWEPT_CONSUMERS[kind]))),
      Promise.all(CONVERSION_OUTCOME_CONSUMERS.map((durable) => this.bus.unfinishedEvents(durable))),
    ]);
    const idle = new Set(kinds.filter((_, index) => unfinished[index] === 0));
    if (!outcomes.every((count) => count === 0)) idle.delete('conversions');
    return idle;
  }
}
