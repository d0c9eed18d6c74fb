import type { Constructor } from '../mixin';
import { IsKeyRing } from '../validators/is-encryption-key';
import { Variable } from '../variable.decorator';

export const ROW_ENCRYPTION_KEYS_DESCRIPTION =
  'Keys that encrypt the values of data rows (CSV/JSON) and delivery recipients in the database (AES-256-GCM): id:base64key[,id:base64key...], each key 32 random bytes (openssl rand -base64 32). The first encrypts; all decrypt, so a new key goes first and old ones stay until their rows are gone.';

/** Application-level encryption of the users' row data before it reaches PostgreSQL (docs/security.md). */
export function WithRowEncryption<TBase extends Constructor>(Base: TBase) {
  class RowEncryptionVariables extends Base {
    @Variable({ description: ROW_ENCRYPTION_KEYS_DESCRIPTION, sensitive: true })
    @IsKeyRing()
    ROW_ENCRYPTION_KEYS!: string;
  }
  return RowEncryptionVariables;
}
