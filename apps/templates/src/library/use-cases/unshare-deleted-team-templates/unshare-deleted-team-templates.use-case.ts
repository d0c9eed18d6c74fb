import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { Template } from '../../entities/template.entity';

/**
 * A deleted team's templates return to their owners (private). Idempotent, as event handlers must be;
 * answers how many templates it unshared.
 */
@Injectable()
export class UnshareDeletedTeamTemplatesUseCase {
  constructor(@InjectRepository(Template) private readonly templates: Repository<Template>) {}

  async execute(input: EventPayload<'team.deleted'>): Promise<number> {
    const result = await this.templates.update({ teamId: input.teamId }, { teamId: null });
    return result.affected ?? 0;
  }
}
