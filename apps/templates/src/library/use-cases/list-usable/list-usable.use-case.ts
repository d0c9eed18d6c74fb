import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/contracts';
import { ListTemplatesUseCase } from '../list-templates/list-templates.use-case';

/** Template (wizard choice), spec 3: every template the user may use, as the library lists them. */
@Injectable()
export class ListUsableUseCase {
  constructor(private readonly library: ListTemplatesUseCase) {}

  async execute(userId: string): Promise<RpcReply<'templates.list-usable'>> {
    const { templates } = await this.library.execute(userId);
    return templates.map(({ id, name, placeholders }) => ({ id, name, placeholders }));
  }
}
