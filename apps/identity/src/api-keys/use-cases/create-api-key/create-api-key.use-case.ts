import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { API_KEY_SCOPES, type ApiKeyData, type ApiKeyScope } from '@deckmill/bus-contracts';
import { InjectRepository } from '@deckmill/database';
import { Clock, hashSecret, newSecret } from '../../../shared';
import { API_KEY_PREFIX, VISIBLE_PREFIX_LENGTH } from '../../api-key-store';
import { toApiKeyData } from '../../api-key-view';
import { ApiKey } from '../../entities/api-key.entity';

/** Makes a key; its token is answered once and only its hash is kept. */
@Injectable()
export class CreateApiKeyUseCase {
  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
    private readonly clock: Clock,
  ) {}

  async execute(
    userId: string,
    name: string,
    scopes: readonly ApiKeyScope[],
  ): Promise<{ apiKey: ApiKeyData; token: string }> {
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
    await this.keys.insert(key);
    return { apiKey: toApiKeyData(key), token };
  }
}
