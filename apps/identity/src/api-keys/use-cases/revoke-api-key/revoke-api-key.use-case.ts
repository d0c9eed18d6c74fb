import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { InjectRepository } from '@deckmill/database';
import { notFound } from '../../../shared';
import { ApiKey } from '../../entities/api-key.entity';

/** Deletes one of the user's keys; it stops working at once. Another user's key is not found. */
@Injectable()
export class RevokeApiKeyUseCase {
  constructor(@InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>) {}

  async execute(userId: string, apiKeyId: string): Promise<{ done: true }> {
    const result = await this.keys.delete({ id: apiKeyId, userId });
    if (!result.affected) throw notFound('api_key_not_found', 'API key not found.');
    return { done: true };
  }
}
