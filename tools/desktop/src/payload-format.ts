import zlib from 'node:zlib';

/**
 * The product's files in one SEA asset: a small header, a JSON index, then each file deflated on its own, so
 * a file is inflated without holding the whole product in memory twice.
 *   "DMPAYLD1" | index length (uint32 LE) | index JSON | data
 */
const MAGIC = Buffer.from('DMPAYLD1', 'latin1');
const HEADER = MAGIC.length + 4;

export interface PayloadFile {
  readonly path: string;
  readonly data: Buffer;
  readonly executable?: boolean;
}

export interface PayloadEntry {
  readonly path: string;
  /** Offset of the deflated bytes after the index. */
  readonly offset: number;
  readonly length: number;
  /** Size once inflated. */
  readonly size: number;
  readonly executable: boolean;
}

export interface PayloadIndex {
  /** Names the product build: the cache folder is versioned by it. */
  readonly version: string;
  readonly entries: readonly PayloadEntry[];
}

/** Only relative, forward-slash paths without `..`: an index can never write outside the cache folder. */
export function isSafeEntryPath(entryPath: string): boolean {
  if (entryPath.length === 0 || entryPath.startsWith('/') || /^[A-Za-z]:/.test(entryPath)) return false;
  return entryPath
    .split('/')
    .every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\'));
}

export function writePayload(version: string, files: readonly PayloadFile[]): Buffer {
  const chunks: Buffer[] = [];
  const entries: PayloadEntry[] = [];
  let offset = 0;
  for (const file of files) {
    if (!isSafeEntryPath(file.path)) throw new Error(`Unsafe payload path: ${file.path}`);
    const deflated = zlib.deflateRawSync(file.data, { level: 6 });
    entries.push({
      path: file.path,
      offset,
      length: deflated.length,
      size: file.data.length,
      executable: file.executable ?? false,
    });
    chunks.push(deflated);
    offset += deflated.length;
  }
  const index = Buffer.from(JSON.stringify({ version, entries } satisfies PayloadIndex), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(index.length);
  return Buffer.concat([MAGIC, length, index, ...chunks]);
}

export function readPayloadIndex(archive: Buffer): PayloadIndex {
  if (archive.length < HEADER || !archive.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error('Not a Deckmill payload');
  }
  const indexLength = archive.readUInt32LE(MAGIC.length);
  const index = JSON.parse(archive.subarray(HEADER, HEADER + indexLength).toString('utf8')) as PayloadIndex;
  for (const entry of index.entries) {
    if (!isSafeEntryPath(entry.path)) throw new Error(`Unsafe payload path: ${entry.path}`);
  }
  return index;
}

/** One file's bytes, inflated and checked against the size the index gives. */
export function payloadFile(archive: Buffer, entry: PayloadEntry): Buffer {
  const indexLength = archive.readUInt32LE(MAGIC.length);
  const start = HEADER + indexLength + entry.offset;
  const data = zlib.inflateRawSync(archive.subarray(start, start + entry.length));
  if (data.length !== entry.size) throw new Error(`Damaged payload file: ${entry.path}`);
  return data;
}
