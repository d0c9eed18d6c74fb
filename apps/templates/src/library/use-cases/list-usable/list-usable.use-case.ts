import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { LibraryTemplates, thumbnailKey } from '../../library-templates';

/** Every template the user may use, with its sections. */
@Injectable()
export class ListUsableUseCase {
  constructor(private readonly library: LibraryTemplates) {}

  async execute(input: RpcPayload<'templates.list-usable'>): Promise<RpcReply<'templates.list-usable'>> {
    const { found } = await this.library.of(input.userId);
    return found.map((template) => ({
      id: template.id,
      name: template.name,
      placeholders: template.placeholders.map((placeholder) => placeholder.name),
      structure: template.structure,
      thumbnailKey: thumbnailKey(template),
    }));
  }
}
