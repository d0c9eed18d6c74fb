import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcClient, type RpcPayload } from '@deckmill/messaging';
import { UserDirectory } from '../../../shared';

/** Any template with its owner's e-mail. */
@Injectable()
export class GetTemplateUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly directory: UserDirectory,
  ) {}

  async execute(input: RpcPayload<'admin.get-template'>): Promise<RpcReply<'admin.get-template'>> {
    const template = await this.rpc.call('templates.admin-get-template', { templateId: input.templateId });
    const owner = await this.directory.byId(template.ownerId);
    return { ...template, ownerEmail: owner?.email ?? null };
  }
}
