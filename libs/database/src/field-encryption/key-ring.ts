/** ROW_ENCRYPTION_KEYS parsed: the first key encrypts, every key decrypts what was sealed under its id. */
export interface KeyRing {
  readonly currentId: string;
  readonly keys: ReadonlyMap<string, Buffer>;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const KEY_BYTES = 32;

/** `id:base64key[,id:base64key...]`, as the config validates it; throws on anything else. */
export function parseKeyRing(text: string): KeyRing {
  const keys = new Map<string, Buffer>();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const colon = entry.indexOf(':');
    const id = entry.slice(0, colon);
    const key = Buffer.from(entry.slice(colon + 1), 'base64');
    if (colon < 1 || !KEY_ID.test(id) || key.length !== KEY_BYTES || keys.has(id)) {
      throw new Error(
        'ROW_ENCRYPTION_KEYS must be id:base64key[,id:base64key...] with distinct ids and 32-byte keys',
      );
    }
    keys.set(id, key);
  }
  const [currentId] = keys.keys();
  if (!currentId) throw new Error('ROW_ENCRYPTION_KEYS holds no key');
  return { currentId, keys };
}
