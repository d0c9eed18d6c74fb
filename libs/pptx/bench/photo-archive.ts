import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { noisePng } from './noise-png';

// Deck d's images archive: one distinct noise PNG per photo, STORED (a photo does not deflate), streamed
// to a temp file so that 300 MB of pictures never sit in memory at once.
export const PHOTO_SIDE = 320;

/** The archive name of row `index`'s photo; rows beyond `photoCount` cycle through the photos. */
export function photoName(index: number, photoCount: number): string {
  return `photos/${(index % photoCount) + 1}.png`;
}

function localHeader(name: Buffer, size: number, checksum: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4); // version needed
  header.writeUInt16LE(0x0800, 6); // UTF-8 names
  header.writeUInt32LE(checksum, 14);
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralHeader(name: Buffer, size: number, checksum: number, offset: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(0x0800, 8);
  header.writeUInt32LE(checksum, 16);
  header.writeUInt32LE(size, 20);
  header.writeUInt32LE(size, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

function endOfCentralDirectory(entries: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** Writes `photoCount` distinct photos (`photos/1.png`, …) into a STORED ZIP at `file`; returns its size. */
export async function writePhotoArchive(
  file: string,
  photoCount: number,
  side = PHOTO_SIDE,
): Promise<number> {
  const out = createWriteStream(file);
  const central: Buffer[] = [];
  let offset = 0;
  const write = async (chunk: Buffer) => {
    offset += chunk.length;
    if (!out.write(chunk)) await once(out, 'drain');
  };
  for (let index = 0; index < photoCount; index++) {
    const name = Buffer.from(photoName(index, photoCount), 'utf8');
    const photo = noisePng(side, side, index + 1);
    const checksum = crc32(photo);
    central.push(centralHeader(name, photo.length, checksum, offset));
    await write(localHeader(name, photo.length, checksum));
    await write(photo);
  }
  const directory = Buffer.concat(central);
  const directoryOffset = offset;
  await write(directory);
  await write(endOfCentralDirectory(photoCount, directory.length, directoryOffset));
  out.end();
  await once(out, 'finish');
  return offset;
}

export function photoArchivePath(): string {
  return path.join(tmpdir(), `deckmill-bench-photos-${process.pid}.zip`);
}
