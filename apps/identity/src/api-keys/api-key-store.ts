import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ACCOUNT_LIMITS, Clock, hashSecret } from '../shared';
import { ApiKey } from './entities/api-key.entity';

/** API keys look like `dmk_<43 url-safe characters>`; the first 12 characters are shown as the prefix. */
export const API_KEY_PREFIX = 'dmk_';
export const VISIBLE_PREFIX_LENGTH = 12;

@Injectable()
export class ApiKeyStore {
  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
    private readonly clock: Clock,
  ) {}

  /** The key a Bearer token belongs to, its last use recorded (at most once a minute); null when revoked. */
  async resolve(token: string): Promise<ApiKey | null> {
    if (!token.startsWith(API_KEY_PREFIX)) return null;
    const key = await this.keys.findOneBy({ tokenHash: hashSecret(token) });
    if (!key) return null;
    const now = this.clock.now();
    const stale =
      !key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= ACCOUNT_LIMITS.lastSeenResolutionMs;
    if (stale) await this.keys.update({ id: key.id }, { lastUsedAt: now });
    return key;
  }

  /** Revokes every key of a user (password reset: keys made by whoever held the old password must die). */
  async revokeAll(userId: string): Promise<void> {
    await this.keys.delete({ userId });
  }
}
