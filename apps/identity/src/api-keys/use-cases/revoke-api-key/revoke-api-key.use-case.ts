import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { IdentityActivity, notFound } from '../../../shared';
import { ApiKey } from '../../entities/api-key.entity';

/**
 * Deletes one of the user's keys; it stops working at once. Another user's key is not found. The deletion and
 * its `api_key.revoked` event commit together.
 */
@Injectable()
export class RevokeApiKeyUseCase {
  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
    private readonly activity: IdentityActivity,
  ) {}

  async execute(input: RpcPayload<'identity.revoke-api-key'>): Promise<{ done: true }> {
    const { userId, apiKeyId } = input;
    const revoked = await this.keys.manager.transaction(async (manager) => {
      const key = await manager.findOneBy(ApiKey, { id: apiKeyId, userId });
      const result = key ? await manager.delete(ApiKey, { id: apiKeyId, userId }) : null;
      if (!key || !result?.affected) return false;
      await this.activity.stage(manager, 'api_key.revoked', { userId, apiKeyId, name: key.name }, apiKeyId);
      return true;
    });
    if (!revoked) throw notFound('api_key_not_found', 'API key not found.');
    await this.activity.flush();
    return { done: true };
  }
}
