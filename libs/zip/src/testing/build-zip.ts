import { crc32, deflateRawSync } from 'node:zlib';

/** An entry of a hand-built test archive; every field a hostile archive might lie about can be set. */
export interface TestEntry {
  readonly name: string;
  readonly data: Uint8Array | string;
  readonly deflate?: boolean;
  readonly flags?: number;
  readonly method?: number;
  readonly declaredUncompressedSize?: number;
  readonly declaredCrc?: number;
}

export interface TestZipOptions {
  /** Write a ZIP64 end of central directory (with saturated classic fields). */
  readonly zip64?: boolean;
}

function u16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
}

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
}

function u64(value: number): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64LE(BigInt(value));
  return buffer;
}

/** Builds a ZIP archive byte by byte, independent of the engine's writer. */
export function buildZip(entries: readonly TestEntry[], options: TestZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data) : Buffer.from(entry.data);
    const deflate = entry.deflate ?? true;
    const data = deflate ? deflateRawSync(raw) : raw;
    const name = Buffer.from(entry.name);
    const method = entry.method ?? (deflate ? 8 : 0);
    const crc = entry.declaredCrc ?? crc32(raw);
    const size = entry.declaredUncompressedSize ?? raw.length;
    const common = [
      u16(entry.flags ?? 0),
      u16(method),
      u16(0),
      u16(33),
      u32(crc),
      u32(data.length),
      u32(size),
    ];
    const local = Buffer.concat([u32(0x04034b50), u16(20), ...common, u16(name.length), u16(0), name, data]);
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        u16(20),
        ...common,
        u16(name.length),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const count = entries.length;
  if (!options.zip64) {
    const end = Buffer.concat([
      u32(0x06054b50),
      u16(0),
      u16(0),
      u16(count),
      u16(count),
      u32(directory.length),
      u32(offset),
      u16(0),
    ]);
    return Buffer.concat([...locals, directory, end]);
  }
  const zip64Offset = offset + directory.length;
  const zip64End = Buffer.concat([
    u32(0x06064b50),
    u64(44),
    u16(45),
    u16(45),
    u32(0),
    u32(0),
    u64(count),
    u64(count),
    u64(directory.length),
    u64(offset),
  ]);
  const locator = Buffer.concat([u32(0x07064b50), u32(0), u64(zip64Offset), u32(1)]);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(0xffff),
    u16(0xffff),
    u32(0xffffffff),
    u32(0xffffffff),
    u16(0),
  ]);
  return Buffer.concat([...locals, directory, zip64End, locator, end]);
}
