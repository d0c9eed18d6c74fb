import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { Template } from '../../entities/template.entity';

/**
 * An owner who leaves a team, or is removed from it, takes the templates they shared with it back (private):
 * a team keeps no template whose owner is no longer there to answer for it. Idempotent, as event handlers
 * must be; answers how many templates it unshared.
 */
@Injectable()
export class UnshareDepartedOwnerTemplatesUseCase {
  constructor(@InjectRepository(Template) private readonly templates: Repository<Template>) {}

  async execute(input: EventPayload<'member.removed'>): Promise<number> {
    const result = await this.templates.update(
      { teamId: input.teamId, ownerId: input.userId },
      { teamId: null },
    );
    return result.affected ?? 0;
  }
}
