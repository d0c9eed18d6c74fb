import { argon2d, argon2i, argon2id } from 'hash-wasm';

/** What argon2's JavaScript (node_modules/argon2/argon2.cjs) passes to its native addon's `hash`. */
export interface Argon2Request {
  readonly data: Buffer;
  readonly hashLength: number;
  readonly m: number;
  readonly p: number;
  readonly password: Buffer;
  readonly salt: Buffer;
  readonly secret: Buffer;
  readonly t: number;
  readonly type: number;
  readonly version: number;
}

/** In argon2's order of type numbers: argon2d = 0, argon2i = 1, argon2id = 2. */
const VARIANTS = [argon2d, argon2i, argon2id] as const;

/**
 * argon2's addon call on WebAssembly (hash-wasm), for the platforms argon2 ships no addon for. The bytes are
 * the addon's, so argon2's own encoding around them makes the same PHC strings. hash-wasm does only version
 * 1.3 (0x13) without associated data: the product uses nothing else, and anything else is refused, not
 * hashed differently.
 */
export async function hash(request: Argon2Request): Promise<Buffer> {
  const variant = VARIANTS[request.type];
  if (!variant) throw new TypeError(`Unknown argon2 type ${request.type}`);
  if (request.version !== 0x13) throw new RangeError(`argon2 version ${request.version} is not supported`);
  if (request.data.byteLength > 0) throw new RangeError('argon2 associated data is not supported');
  const bytes = await variant({
    password: request.password,
    salt: request.salt,
    secret: request.secret,
    iterations: request.t,
    memorySize: request.m,
    parallelism: request.p,
    hashLength: request.hashLength,
    outputType: 'binary',
  });
  return Buffer.from(bytes);
}
