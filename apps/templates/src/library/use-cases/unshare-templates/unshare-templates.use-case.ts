import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Template } from '../../entities/template.entity';

/**
 * Templates return to their owners (private) when their team is deleted, or when the owner leaves or is
 * removed from it: a team keeps no template whose owner is no longer there to answer for it.
 * Both are idempotent, as event handlers must be.
 */
@Injectable()
export class UnshareTemplatesUseCase {
  constructor(@InjectRepository(Template) private readonly templates: Repository<Template>) {}

  async fromDeletedTeam(teamId: number): Promise<number> {
    const result = await this.templates.update({ teamId }, { teamId: null });
    return result.affected ?? 0;
  }

  async ofDepartedMember(teamId: number, userId: string): Promise<number> {
    const result = await this.templates.update({ teamId, ownerId: userId }, { teamId: null });
    return result.affected ?? 0;
  }
}
