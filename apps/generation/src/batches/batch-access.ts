import { Injectable } from '@nestjs/common';
import { RpcClient, isDomainError } from '@deckmill/messaging';
import { BatchRepository } from './batch.repository';
import type { Batch } from './entities/batch.entity';
import { GenerationErrors } from '../shared';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who may see a batch and its files, decided live on every request: its owner, and the members of the team its
 * template is shared with now. A member removed from the team loses access at once, one added later gains it,
 * and a template taken private (its owner left the team, the team was deleted) or deleted takes the team's
 * access with it. Anyone else gets the same not found as for a batch that does not exist. The owner needs no call to
 * another service; only someone else's request asks templates and teams.
 */
@Injectable()
export class BatchAccess {
  constructor(
    private readonly batches: BatchRepository,
    private readonly rpc: RpcClient,
  ) {}

  async visibleBatch(actorId: string, batchId: string): Promise<Batch> {
    const batch = UUID.test(batchId) ? await this.batches.findById(batchId) : null;
    if (!batch || !(await this.maySee(actorId, batch))) throw GenerationErrors.notFound();
    return batch;
  }

  private async maySee(actorId: string, batch: Batch): Promise<boolean> {
    if (batch.ownerId === actorId) return true;
    const teamId = await this.sharedWith(actorId, batch.templateId);
    if (teamId === null) return false;
    const { role } = await this.rpc.call('teams.membership', { userId: actorId, teamId });
    return role !== null;
  }

  /**
   * The team the template is shared with today, as templates answers for this user; null when it is private,
   * deleted, or not theirs to use (templates checks the membership too; the team check above keeps the rule
   * exact for the template's own owner, who may use it privately).
   */
  private async sharedWith(actorId: string, templateId: number): Promise<number | null> {
    try {
      const template = await this.rpc.call('templates.resolve-for-use', { userId: actorId, templateId });
      return template.teamId;
    } catch (error) {
      if (isDomainError(error, 'not_found')) return null;
      throw error;
    }
  }
}
