import { ValidateBy, type ValidationOptions } from 'class-validator';

export const ENCRYPTION_KEY_BYTES = 32;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** Standard or URL-safe base64 that decodes to exactly 32 bytes (an AES-256 key). */
export function isBase64Key(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    BASE64.test(value) &&
    Buffer.from(value, 'base64').length === ENCRYPTION_KEY_BYTES
  );
}

/** `id:base64key[,id:base64key...]`: distinct ids of 1-32 of A-Z a-z 0-9 _ -, each key 32 bytes. */
export function isKeyRing(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  const ids = entries.map((entry) => entry.slice(0, entry.indexOf(':')));
  const wellFormed = entries.every((entry) => {
    const colon = entry.indexOf(':');
    return colon > 0 && KEY_ID.test(entry.slice(0, colon)) && isBase64Key(entry.slice(colon + 1));
  });
  return wellFormed && new Set(ids).size === ids.length;
}

export function IsBase64Key(validationOptions?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isBase64Key',
      validator: {
        validate: isBase64Key,
        defaultMessage: () =>
          `must be ${ENCRYPTION_KEY_BYTES} random bytes in base64 (openssl rand -base64 32)`,
      },
    },
    validationOptions,
  );
}

export function IsKeyRing(validationOptions?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isKeyRing',
      validator: {
        validate: isKeyRing,
        defaultMessage: () =>
          'must be id:base64key[,id:base64key...] with distinct ids (A-Z a-z 0-9 _ -) and 32-byte keys',
      },
    },
    validationOptions,
  );
}
