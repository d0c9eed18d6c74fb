import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcClient, type RpcPayload } from '@deckmill/messaging';
import { pageRequest, toPagination, UserDirectory } from '../../../shared';

/** Every template, newest first, searchable by name or file name, with the owner's e-mail. */
@Injectable()
export class ListTemplatesUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly directory: UserDirectory,
  ) {}

  async execute(input: RpcPayload<'admin.list-templates'>): Promise<RpcReply<'admin.list-templates'>> {
    const { templates, totalCount } = await this.rpc.call(
      'templates.admin-list-templates',
      pageRequest(input.page, { search: input.search }),
    );
    const emailOf = await this.directory.emails(templates.map((template) => template.ownerId));
    return {
      templates: templates.map((template) => ({ ...template, ownerEmail: emailOf(template.ownerId) })),
      pagination: toPagination(input.page, totalCount),
    };
  }
}
