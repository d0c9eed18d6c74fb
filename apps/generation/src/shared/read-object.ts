import type { ObjectStorage } from '@deckmill/storage';

/**
 * An object's bytes as they arrive, refusing one larger than `maxBytes` with a RangeError once the limit is
 * passed. The download stops when the reader stops: an early return or throw of the consumer's `for await`
 * destroys the stream.
 */
export async function* readObjectPieces(
  storage: ObjectStorage,
  key: string,
  maxBytes: number,
): AsyncGenerator<Uint8Array> {
  const stream = await storage.getStream(key);
  let size = 0;
  try {
    for await (const chunk of stream) {
      const piece = chunk instanceof Uint8Array ? chunk : Buffer.from(chunk as string);
      size += piece.byteLength;
      if (size > maxBytes) throw new RangeError(`Object ${key} is larger than ${maxBytes} bytes.`);
      yield piece;
    }
  } finally {
    stream.destroy();
  }
}

/** Reads a whole object into memory, refusing one larger than `maxBytes` (JSON data files, template files). */
export async function readObject(storage: ObjectStorage, key: string, maxBytes: number): Promise<Buffer> {
  const pieces: Uint8Array[] = [];
  for await (const piece of readObjectPieces(storage, key, maxBytes)) pieces.push(piece);
  return Buffer.concat(pieces);
}
