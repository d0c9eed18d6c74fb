import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { PrincipalData } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { ApiKeyStore } from '../../../api-keys';
import { toPrincipal, User } from '../../../users';
import { Clock } from '../../../shared';
import { SessionStore } from '../../session-store';

/** Resolves a session cookie's token or a Bearer API key to the user making the request. */
@Injectable()
export class AuthenticateUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionStore,
    private readonly apiKeys: ApiKeyStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'identity.authenticate'>): Promise<{ principal: PrincipalData | null }> {
    if (input.apiKey) {
      const key = await this.apiKeys.resolve(input.apiKey);
      const user = key ? await this.users.findOneBy({ id: key.userId }) : null;
      if (!key || !user) return { principal: null };
      const principal = toPrincipal(user, this.clock.now(), 'api_key');
      return { principal: { ...principal, scopes: key.scopes, apiKeyId: key.id } };
    }
    if (input.sessionToken) {
      const session = await this.sessions.resolve(input.sessionToken);
      const user = session ? await this.users.findOneBy({ id: session.userId }) : null;
      return {
        principal: user && session ? toPrincipal(user, this.clock.now(), 'session', session.id) : null,
      };
    }
    return { principal: null };
  }
}
