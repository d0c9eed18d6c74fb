import { Inject, Injectable } from '@nestjs/common';
import { RpcClient } from '@deckmill/messaging';
import { ADMIN_OPTIONS, type AdminOptions } from '../admin.options';

/** Most operators a contact message is mailed to. */
const MAX_RECIPIENTS = 100;

/** Who gets contact messages: every user with the admin flag, and the configured operator (ADMIN_EMAIL). */
@Injectable()
export class OperatorRecipients {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(ADMIN_OPTIONS) private readonly options: AdminOptions,
  ) {}

  async emails(): Promise<string[]> {
    const { users } = await this.rpc.call('identity.admin-list-users', {
      page: 1,
      perPage: MAX_RECIPIENTS,
      admin: true,
    });
    const configured = this.options.adminEmail?.trim().toLowerCase();
    return [...new Set([...users.map((user) => user.email), ...(configured ? [configured] : [])])];
  }
}
