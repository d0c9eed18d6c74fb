/**
 * A minimal OLE compound file (MS-CFB version 3, 512-byte sectors) holding streams of at least 4096 bytes,
 * so no mini stream is needed. Enough to reproduce the container of a password-protected Office file.
 */
const SECTOR = 512;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

export interface CompoundStream {
  name: string;
  data: Buffer;
}

export function compoundFile(streams: readonly CompoundStream[]): Buffer {
  if (streams.length > 3) throw new Error('one directory sector holds the root and three streams');
  const sizes = streams.map((stream) => Math.ceil(stream.data.length / SECTOR));
  if (streams.some((stream) => stream.data.length < 4096))
    throw new Error('streams below 4096 bytes need a mini stream');
  const fat = Buffer.alloc(SECTOR, 0xff); // every entry FREE (0xFFFFFFFF) until used
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  const starts: number[] = [];
  let next = 2;
  for (const count of sizes) {
    starts.push(next);
    for (let index = 0; index < count; index += 1) {
      const sector = next + index;
      fat.writeUInt32LE(index === count - 1 ? END_OF_CHAIN : sector + 1, sector * 4);
    }
    next += count;
  }
  if (next > SECTOR / 4) throw new Error('one FAT sector maps 128 sectors');
  const directory = Buffer.alloc(SECTOR);
  writeEntry(directory, 0, { name: 'Root Entry', type: 5, child: 1, start: END_OF_CHAIN, size: 0 });
  // Siblings sorted by (name length, upper-cased name), chained to the right: a valid (all-black) tree.
  const order = streams
    .map((stream, index) => ({ stream, index }))
    .sort(
      (a, b) =>
        a.stream.name.length - b.stream.name.length ||
        a.stream.name.toUpperCase().localeCompare(b.stream.name.toUpperCase()),
    );
  order.forEach(({ stream, index }, position) => {
    writeEntry(directory, position + 1, {
      name: stream.name,
      type: 2,
      right: position + 1 < order.length ? position + 2 : NO_STREAM,
      start: starts[index] ?? END_OF_CHAIN,
      size: stream.data.length,
    });
  });
  for (let entry = order.length + 1; entry < 4; entry += 1)
    writeEntry(directory, entry, { name: '', type: 0, start: 0, size: 0 });
  const body = streams.map((stream, index) => {
    const padded = Buffer.alloc((sizes[index] ?? 0) * SECTOR);
    stream.data.copy(padded);
    return padded;
  });
  return Buffer.concat([header(), fat, directory, ...body]);
}

function header(): Buffer {
  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  header.fill(0xff, 76);
  header.writeUInt32LE(0, 76); // the FAT is sector 0
  return header;
}

function writeEntry(
  directory: Buffer,
  index: number,
  entry: { name: string; type: number; child?: number; right?: number; start: number; size: number },
): void {
  const at = index * 128;
  const name = Buffer.from(entry.name, 'utf16le');
  name.copy(directory, at);
  directory.writeUInt16LE(entry.name ? name.length + 2 : 0, at + 64);
  directory.writeUInt8(entry.type, at + 66);
  directory.writeUInt8(1, at + 67); // black
  directory.writeUInt32LE(NO_STREAM, at + 68);
  directory.writeUInt32LE(entry.right ?? NO_STREAM, at + 72);
  directory.writeUInt32LE(entry.child ?? NO_STREAM, at + 76);
  directory.writeUInt32LE(entry.start, at + 116);
  directory.writeUInt32LE(entry.size, at + 120);
}
