import { Inject, Injectable } from '@nestjs/common';
import type { EventPayload } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, currentRequestContext, type MessageBus } from '@deckmill/messaging';
import { ChainAppender } from '../../chain/chain-appender';
import { UserDirectory } from '../../../shared';
import { mapActivity, type AuditedEvent } from '../../mapping/activity-mapping';
import { sourceKeyOf } from './source-key';
import { withUserLabels } from './user-labels';

/**
 * One delivered event of any audited kind: its key picks the mapping, and its subject and message id make the
 * entry's source key (a redelivery finds the entry it made before).
 */
export interface RecordActivityInput<K extends AuditedEvent> {
  readonly key: K;
  readonly subject: string;
  readonly messageId?: string;
  readonly data: EventPayload<K>;
}

/**
 * Appends one delivered event to the trail, then announces it as `audit.recorded`. A redelivered event finds its
 * entry and announces it again (same message id): if the first announcement was lost after the commit, the
 * redelivery makes up for it, and the bus drops the copy otherwise.
 */
@Injectable()
export class RecordActivityUseCase {
  constructor(
    private readonly appender: ChainAppender,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly users: UserDirectory,
  ) {}

  async execute<K extends AuditedEvent>(input: RecordActivityInput<K>): Promise<void> {
    const mapped = mapActivity(input.key, input.data, currentRequestContext());
    const activity = await withUserLabels(mapped, this.users);
    const { entry } = await this.appender.append(activity, sourceKeyOf(input));
    await this.bus.publishEvent('audit.recorded', entry, { messageId: `audit.recorded:${entry.id}` });
  }
}
