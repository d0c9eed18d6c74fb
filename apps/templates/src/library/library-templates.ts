import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ILike, In, type Repository } from 'typeorm';
import { containing, previewKey, TeamDirectory } from '../shared';
import { Template } from './entities/template.entity';

/**
 * A user's library: their own templates merged with those shared with their teams, newest first, with the
 * names of their teams. The library list and the presentation wizard's list both show it; the command menu
 * asks for those whose name holds a `search`, in any case.
 */
@Injectable()
export class LibraryTemplates {
  constructor(
    @InjectRepository(Template) private readonly templates: Repository<Template>,
    private readonly teams: TeamDirectory,
  ) {}

  async of(userId: string, search?: string): Promise<{ found: Template[]; teamNames: Map<number, string> }> {
    const memberships = await this.teams.memberships(userId);
    const teamNames = new Map(memberships.map((team) => [team.teamId, team.name]));
    const named = search ? { name: ILike(containing(search)) } : {};
    const found = await this.templates.find({
      where: [
        { ownerId: userId, ...named },
        ...(teamNames.size ? [{ teamId: In([...teamNames.keys()]), ...named }] : []),
      ],
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
