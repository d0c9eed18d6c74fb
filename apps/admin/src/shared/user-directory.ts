import { Injectable } from '@nestjs/common';
import type { UserSummary } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';

/** Users by id from identity, to show owners' and members' e-mails beside other services' records. */
@Injectable()
export class UserDirectory {
  constructor(private readonly rpc: RpcClient) {}

  async byIds(ids: readonly string[]): Promise<Map<string, UserSummary>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const { users } = await this.rpc.call('identity.find-users', { ids: unique });
    return new Map(users.map((user) => [user.id, user]));
  }

  /** Each named user's e-mail by id; null for an account that is gone. */
  async emails(ids: readonly string[]): Promise<(id: string) => string | null> {
    const users = await this.byIds(ids);
    return (id) => users.get(id)?.email ?? null;
  }

  async byId(id: string): Promise<UserSummary | null> {
    return (await this.byIds([id])).get(id) ?? null;
  }
}
