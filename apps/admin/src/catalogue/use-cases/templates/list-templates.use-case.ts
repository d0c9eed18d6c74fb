import { Injectable } from '@nestjs/common';
import { ADMIN_PAGE_SIZE, type RpcReply } from '@deckmill/contracts';
import { RpcClient, type RpcPayload } from '@deckmill/messaging';
import { toPagination } from '../../../shared/pagination';
import { UserDirectory } from '../../../shared/user-directory';

/** Every template, newest first, searchable by name or file name, with the owner's e-mail. */
@Injectable()
export class ListTemplatesUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly directory: UserDirectory,
  ) {}

  async execute(input: RpcPayload<'admin.list-templates'>): Promise<RpcReply<'admin.list-templates'>> {
    const { templates, totalCount } = await this.rpc.call('templates.admin-list-templates', {
      page: input.page,
      perPage: ADMIN_PAGE_SIZE,
      ...(input.search ? { search: input.search } : {}),
    });
    const users = await this.directory.byIds(templates.map((template) => template.ownerId));
    return {
      templates: templates.map((template) => ({
        ...template,
        ownerEmail: users.get(template.ownerId)?.email ?? null,
      })),
      pagination: toPagination(input.page, totalCount),
    };
  }
}
