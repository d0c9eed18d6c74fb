import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { InjectRepository } from '@deckmill/database';
import { RpcClient } from '@deckmill/messaging';
import { Batch } from '../batches/entities/batch.entity';
import { GenerationErrors } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who may see a batch and its files: its owner, and members of the team its template was shared with.
 * Anyone else gets the same 404 as for a batch that does not exist.
 */
@Injectable()
export class BatchAccess {
  constructor(
    @InjectRepository(Batch) private readonly batches: Repository<Batch>,
    private readonly rpc: RpcClient,
  ) {}

  async visibleBatch(actorId: string, batchId: string): Promise<Batch> {
    const batch = UUID.test(batchId) ? await this.batches.findOneBy({ id: batchId }) : null;
    if (!batch || !(await this.maySee(actorId, batch))) throw GenerationErrors.notFound();
    return batch;
  }

  private async maySee(actorId: string, batch: Batch): Promise<boolean> {
    if (batch.ownerId === actorId) return true;
    if (batch.templateTeamId === null) return false;
    const { role } = await this.rpc.call('teams.membership', {
      userId: actorId,
      teamId: batch.templateTeamId,
    });
    return role !== null;
  }
}
