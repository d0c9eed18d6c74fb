import type { ApiKeyData } from '@deckmill/bus-contracts';
import type { ApiKey } from './entities/api-key.entity';

export function toApiKeyData(key: ApiKey): ApiKeyData {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  };
}
