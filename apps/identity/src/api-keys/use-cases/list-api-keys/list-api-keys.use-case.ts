import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ApiKeyData } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { toApiKeyData } from '../../api-key-view';
import { ApiKey } from '../../entities/api-key.entity';

/** The user's keys, newest first (never their tokens). */
@Injectable()
export class ListApiKeysUseCase {
  constructor(@InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>) {}

  async execute(input: RpcPayload<'identity.list-api-keys'>): Promise<{ apiKeys: ApiKeyData[] }> {
    const keys = await this.keys.find({ where: { userId: input.userId }, order: { createdAt: 'DESC' } });
    return { apiKeys: keys.map(toApiKeyData) };
  }
}
