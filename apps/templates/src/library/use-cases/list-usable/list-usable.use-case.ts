import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { ListTemplatesUseCase } from '../list-templates/list-templates.use-case';

/** Template (wizard choice), spec 3: every template the user may use, with its sections (issue 14). */
@Injectable()
export class ListUsableUseCase {
  constructor(private readonly library: ListTemplatesUseCase) {}

  async execute(userId: string): Promise<RpcReply<'templates.list-usable'>> {
    const { found } = await this.library.find(userId);
    return Promise.all(
      found.map(async (template) => ({
        id: template.id,
        name: template.name,
        placeholders: template.placeholders.map((placeholder) => placeholder.name),
        structure: template.structure,
        thumbnail_url: await this.library.thumbnail(template),
      })),
    );
  }
}
