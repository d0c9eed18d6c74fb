import { Injectable } from '@nestjs/common';
import type { UserSummary } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';

/** Names and e-mails of users, from identity (teams keeps only user ids). */
@Injectable()
export class UserDirectory {
  constructor(private readonly rpc: RpcClient) {}

  async byIds(ids: readonly string[]): Promise<Map<string, UserSummary>> {
    if (ids.length === 0) return new Map();
    const { users } = await this.rpc.call('identity.find-users', { ids: [...new Set(ids)] });
    return new Map(users.map((user) => [user.id, user]));
  }

  async byId(id: string): Promise<UserSummary | null> {
    return (await this.byIds([id])).get(id) ?? null;
  }

  async byEmail(email: string): Promise<UserSummary | null> {
    const wanted = email.toLowerCase();
    const { users } = await this.rpc.call('identity.find-users', { emails: [wanted] });
    return users.find((user) => user.email.toLowerCase() === wanted) ?? null;
  }
}
