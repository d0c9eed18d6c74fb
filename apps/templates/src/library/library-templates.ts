import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { previewKey, TeamDirectory } from '../shared';
import { Template } from './entities/template.entity';

/**
 * A user's library: their own templates merged with those shared with their teams, newest first, with the
 * names of their teams. The library list and the presentation wizard's list both show it.
 */
@Injectable()
export class LibraryTemplates {
  constructor(
    @InjectRepository(Template) private readonly templates: Repository<Template>,
    private readonly teams: TeamDirectory,
  ) {}

  async of(userId: string): Promise<{ found: Template[]; teamNames: Map<number, string> }> {
    const memberships = await this.teams.memberships(userId);
    const teamNames = new Map(memberships.map((team) => [team.teamId, team.name]));
    const found = await this.templates.find({
      where: [{ ownerId: userId }, ...(teamNames.size ? [{ teamId: In([...teamNames.keys()]) }] : [])],
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
