import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { LibraryTemplates, thumbnailKey } from '../../library-templates';
import { toSummary } from '../../presenters';

/**
 * The library: the user's own templates merged with those shared with their teams, newest first, each with its
 * first slide's preview as a thumbnail once the previews are ready; with `search`, those whose name holds it.
 */
@Injectable()
export class ListTemplatesUseCase {
  constructor(private readonly library: LibraryTemplates) {}

  async execute(input: RpcPayload<'templates.list'>): Promise<RpcReply<'templates.list'>> {
    const { found, teamNames } = await this.library.of(input.actorId, input.search);
    return {
      templates: found.map((template) => ({
        ...toSummary(template, template.teamId === null ? null : (teamNames.get(template.teamId) ?? null)),
        thumbnailKey: thumbnailKey(template),
      })),
    };
  }
}
