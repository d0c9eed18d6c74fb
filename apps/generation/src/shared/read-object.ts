import type { ObjectStorage } from '@deckmill/storage';

/** Reads a whole object into memory, refusing one larger than `maxBytes` (CSV uploads, template files). */
export async function readObject(storage: ObjectStorage, key: string, maxBytes: number): Promise<Buffer> {
  const stream = await storage.getStream(key);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.byteLength;
    if (size > maxBytes) {
      stream.destroy();
      throw new RangeError(`Object ${key} is larger than ${maxBytes} bytes.`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, size);
}
