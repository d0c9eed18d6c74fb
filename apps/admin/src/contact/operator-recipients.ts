import { Inject, Injectable } from '@nestjs/common';
import { RpcClient } from '@deckmill/messaging';
import { PLATFORM_SETTINGS, type PlatformSettings } from '@deckmill/server-kit';

/** Most operators a contact message is mailed to. */
const MAX_RECIPIENTS = 100;

/** Who gets contact messages: every user with the admin flag, and the configured operator (ADMIN_EMAIL). */
@Injectable()
export class OperatorRecipients {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(PLATFORM_SETTINGS) private readonly settings: PlatformSettings,
  ) {}

  async emails(): Promise<string[]> {
    const { users } = await this.rpc.call('identity.admin-list-users', {
      page: 1,
      perPage: MAX_RECIPIENTS,
      admin: true,
    });
    const configured = this.settings.adminEmail?.trim().toLowerCase();
    return [...new Set([...users.map((user) => user.email), ...(configured ? [configured] : [])])];
  }
}
