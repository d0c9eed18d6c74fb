import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcClient, type RpcPayload } from '@deckmill/messaging';
import { UserDirectory } from '../../../shared';

/** Any presentation with its owner's e-mail (its data and files stay private to the owner). */
@Injectable()
export class GetPresentationUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly directory: UserDirectory,
  ) {}

  async execute(input: RpcPayload<'admin.get-presentation'>): Promise<RpcReply<'admin.get-presentation'>> {
    const presentation = await this.rpc.call('generation.admin-get-presentation', {
      presentationId: input.presentationId,
    });
    const owner = await this.directory.byId(presentation.ownerId);
    return { ...presentation, ownerEmail: owner?.email ?? null };
  }
}
