import { Injectable } from '@nestjs/common';
import { In, type Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/contracts';
import { InjectRepository } from '@deckmill/database';
import { TeamDirectory } from '../../../shared/team-directory';
import { Template } from '../../entities/template.entity';
import { toListItem } from '../../presenters';

/** The library: the user's own templates merged with those shared with their teams, newest first. */
@Injectable()
export class ListTemplatesUseCase {
  constructor(
    @InjectRepository(Template) private readonly templates: Repository<Template>,
    private readonly teams: TeamDirectory,
  ) {}

  async execute(actorId: string): Promise<RpcReply<'templates.list'>> {
    const memberships = await this.teams.memberships(actorId);
    const teamNames = new Map(memberships.map((team) => [team.teamId, team.name]));
    const found = await this.templates.find({
      where: [{ ownerId: actorId }, ...(teamNames.size ? [{ teamId: In([...teamNames.keys()]) }] : [])],
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return {
      templates: found.map((template) =>
        toListItem(template, template.teamId === null ? null : (teamNames.get(template.teamId) ?? null)),
      ),
    };
  }
}
