/**
 * Regroups a byte stream into parts of exactly `partSize` bytes (the last may be shorter; an empty stream gives
 * one empty part). Only one part is ever held in memory.
 */
export async function* fixedSizeParts(
  source: AsyncIterable<Buffer>,
  partSize: number,
): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let yielded = false;
  for await (const chunk of source) {
    for (let offset = 0; offset < chunk.length;) {
      const take = Math.min(partSize - pendingBytes, chunk.length - offset);
      pending.push(chunk.subarray(offset, offset + take));
      pendingBytes += take;
      offset += take;
      if (pendingBytes === partSize) {
        yield Buffer.concat(pending, partSize);
        yielded = true;
        pending = [];
        pendingBytes = 0;
      }
    }
  }
  if (pendingBytes > 0 || !yielded) yield Buffer.concat(pending, pendingBytes);
}
