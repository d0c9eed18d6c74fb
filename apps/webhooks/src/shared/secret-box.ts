import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { WEBHOOKS_OPTIONS, type WebhooksOptions } from '../webhooks.options';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Endpoint secrets at rest: AES-256-GCM under a key derived (SHA-256) from WEBHOOK_SECRET_KEY, so a copy of
 * the database alone cannot sign deliveries. Stored as `v1:<iv>:<tag>:<ciphertext>`, base64url each.
 */
@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(@Inject(WEBHOOKS_OPTIONS) options: Pick<WebhooksOptions, 'secretKey'>) {
    this.key = createHash('sha256').update(options.secretKey, 'utf8').digest();
  }

  seal(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
    return [VERSION, ...parts].join(':');
  }

  /** Throws when the value was not sealed with this key (or was altered). */
  open(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split(':');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
      throw new Error('Unknown sealed secret format');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const clear = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
    return clear.toString('utf8');
  }
}
