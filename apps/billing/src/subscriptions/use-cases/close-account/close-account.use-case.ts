import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { UsageMonth, UsageReservation } from '../../../usage';
import { Subscription } from '../../entities/subscription.entity';

/**
 * A deleted user's plan ends with the account: the subscription (so it never renews again) and the usage go.
 * The history with amounts stays, as the record of what was charged.
 */
@Injectable()
export class CloseAccountUseCase {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(input: EventPayload<'user.deleted'>): Promise<void> {
    const { userId } = input;
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(Subscription, { userId });
      await manager.delete(UsageMonth, { userId });
      await manager.delete(UsageReservation, { userId });
    });
  }
}
