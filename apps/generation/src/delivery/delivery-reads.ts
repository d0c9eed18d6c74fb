import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { BatchDelivery, RowDelivery } from '@deckmill/bus-contracts';
import { RowCipher } from '../shared';
import { RowDeliveryRecord, type RowDeliveryState } from './entities/row-delivery.entity';

/** The APIs know queued, sent, failed and skipped: a mail waiting for its deck is queued as far as they care. */
function publicStatus(state: RowDeliveryState): RowDelivery['status'] {
  return state === 'waiting' ? 'queued' : state;
}

/** The batch detail's delivery parts: counts by status, and each listed row's mail. */
@Injectable()
export class DeliveryReads {
  constructor(
    @InjectRepository(RowDeliveryRecord) private readonly deliveries: Repository<RowDeliveryRecord>,
    private readonly cipher: RowCipher,
  ) {}

  /**
   * The counts by status and the listed rows' mails, read in one snapshot so they agree: a mail settling
   * between two separate reads would show `sent: 1` beside a row still `queued`.
   */
  async forBatch(
    batchId: string,
    column: string | null,
    rowNumbers: readonly number[],
  ): Promise<{ counts: BatchDelivery | null; rows: Map<number, RowDelivery> }> {
    if (column === null) return { counts: null, rows: new Map() };
    return this.deliveries.manager.transaction('REPEATABLE READ', async (manager) => {
      const deliveries = manager.getRepository(RowDeliveryRecord);
      const counts = await this.counts(deliveries, batchId, column);
      return { counts, rows: await this.forRows(deliveries, batchId, rowNumbers) };
    });
  }

  private async counts(
    deliveries: Repository<RowDeliveryRecord>,
    batchId: string,
    column: string,
  ): Promise<BatchDelivery> {
    const found = await deliveries
      .createQueryBuilder('d')
      .select('d.status', 'status')
      .addSelect('count(*)::int', 'count')
      .where('d.batchId = :batchId', { batchId })
      .groupBy('d.status')
      .getRawMany<{ status: RowDeliveryState; count: number }>();
    const counts: BatchDelivery = { column, queued: 0, sent: 0, failed: 0, skipped: 0 };
    for (const { status, count } of found) counts[publicStatus(status)] += Number(count);
    return counts;
  }

  private async forRows(
    deliveries: Repository<RowDeliveryRecord>,
    batchId: string,
    rowNumbers: readonly number[],
  ): Promise<Map<number, RowDelivery>> {
    if (rowNumbers.length === 0) return new Map();
    const found = await deliveries.find({ where: { batchId, rowNumber: In([...rowNumbers]) } });
    return new Map(
      found.map((delivery) => [
        delivery.rowNumber,
        {
          status: publicStatus(delivery.status),
          recipient: this.cipher.openMailText('recipient', batchId, delivery.rowNumber, delivery.recipient),
          detail:
            delivery.detail === null
              ? null
              : this.cipher.openMailText('detail', batchId, delivery.rowNumber, delivery.detail),
          updatedAt: delivery.updatedAt.toISOString(),
        },
      ]),
    );
  }
}
