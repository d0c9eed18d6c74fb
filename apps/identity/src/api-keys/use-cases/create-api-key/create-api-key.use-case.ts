import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { API_KEY_SCOPES, type ApiKeyData } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock, hashSecret, IdentityActivity, newSecret } from '../../../shared';
import { API_KEY_PREFIX, VISIBLE_PREFIX_LENGTH } from '../../api-key-store';
import { toApiKeyData } from '../../api-key-view';
import { ApiKey } from '../../entities/api-key.entity';

/** Makes a key; its token is answered once and only its hash is kept. The key and its event commit together. */
@Injectable()
export class CreateApiKeyUseCase {
  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
    private readonly clock: Clock,
    private readonly activity: IdentityActivity,
  ) {}

  async execute(
    input: RpcPayload<'identity.create-api-key'>,
  ): Promise<{ apiKey: ApiKeyData; token: string }> {
    const { userId, name, scopes } = input;
    const token = `${API_KEY_PREFIX}${newSecret()}`;
    const key = this.keys.create({
      id: randomUUID(),
      userId,
      name: name.trim(),
      prefix: token.slice(0, VISIBLE_PREFIX_LENGTH),
      tokenHash: hashSecret(token),
      // Each once, in their usual order.
      scopes: API_KEY_SCOPES.filter((scope) => scopes.includes(scope)),
      createdAt: this.clock.now(),
      lastUsedAt: null,
    });
    await this.keys.manager.transaction(async (manager) => {
      await manager.insert(ApiKey, key);
      const facts = { userId, apiKeyId: key.id, name: key.name, scopes: [...key.scopes] };
      await this.activity.stage(manager, 'api_key.created', facts, key.id);
    });
    await this.activity.flush();
    return { apiKey: toApiKeyData(key), token };
  }
}
