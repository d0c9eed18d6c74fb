import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { ListTemplatesUseCase, thumbnailKey } from '../list-templates/list-templates.use-case';

/** Every template the user may use, with its sections. */
@Injectable()
export class ListUsableUseCase {
  constructor(private readonly library: ListTemplatesUseCase) {}

  async execute(userId: string): Promise<RpcReply<'templates.list-usable'>> {
    const { found } = await this.library.find(userId);
    return found.map((template) => ({
      id: template.id,
      name: template.name,
      placeholders: template.placeholders.map((placeholder) => placeholder.name),
      structure: template.structure,
      thumbnailKey: thumbnailKey(template),
    }));
  }
}
