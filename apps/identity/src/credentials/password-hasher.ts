import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's minimum (19 MiB, 2 iterations, 1 lane). Raising these makes `needsRehash` true for
 * older hashes, which are then replaced at the next successful sign-in. The whole password is hashed: argon2
 * has no 72-byte limit, so nothing is truncated.
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordHasher {
  /** Verified when the email is unknown, so both answers take as long (no enumeration by timing). */
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, PASSWORD_HASH_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, PASSWORD_HASH_OPTIONS);
  }

  /** Spends the time of one verification, for an unknown email. */
  async verifyNothing(password: string): Promise<void> {
    this.dummyHash ??= this.hash('not-a-real-password-just-for-timing');
    await this.verify(await this.dummyHash, password);
  }
}
