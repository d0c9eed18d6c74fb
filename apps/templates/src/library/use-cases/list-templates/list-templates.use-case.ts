import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import { previewKey, TeamDirectory } from '../../../shared';
import { Template } from '../../entities/template.entity';
import { toSummary } from '../../presenters';

/**
 * The library: the user's own templates merged with those shared with their teams, newest first, each with its
 * first slide's preview as a thumbnail once the previews are ready.
 */
@Injectable()
export class ListTemplatesUseCase {
  constructor(
    @InjectRepository(Template) private readonly templates: Repository<Template>,
    private readonly teams: TeamDirectory,
  ) {}

  async execute(actorId: string): Promise<RpcReply<'templates.list'>> {
    const { found, teamNames } = await this.find(actorId);
    return {
      templates: found.map((template) => ({
        ...toSummary(template, template.teamId === null ? null : (teamNames.get(template.teamId) ?? null)),
        thumbnailKey: thumbnailKey(template),
      })),
    };
  }

  /** The records themselves, with the names of the actor's teams. */
  async find(actorId: string): Promise<{ found: Template[]; teamNames: Map<number, string> }> {
    const memberships = await this.teams.memberships(actorId);
    const teamNames = new Map(memberships.map((team) => [team.teamId, team.name]));
    const found = await this.templates.find({
      where: [{ ownerId: actorId }, ...(teamNames.size ? [{ teamId: In([...teamNames.keys()]) }] : [])],
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return { found, teamNames };
  }
}

/** The first slide's preview, once the previews are ready. */
export function thumbnailKey(template: Template): string | null {
  if (template.previewStatus !== 'ready' || template.previewCount < 1) return null;
  return previewKey(template.storagePrefix, 1);
}
