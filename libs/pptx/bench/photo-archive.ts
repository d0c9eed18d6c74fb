import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeZipArchive, type ArchiveItem } from '@deckmill/zip/node';
import { noisePng } from './noise-png';

// Deck d's images archive: one distinct noise PNG per photo, STORED (a photo does not deflate), written a
// few photos at a time so that 300 MB of pictures never sit in memory at once.
export const PHOTO_SIDE = 320;
/** Distinct photos in the archive: rows beyond them cycle through them. */
export const PHOTO_COUNT = 1_000;

/** The archive name of row `index`'s photo; rows beyond `photoCount` cycle through the photos. */
export function photoName(index: number, photoCount: number): string {
  return `photos/${(index % photoCount) + 1}.png`;
}

function* photos(photoCount: number, side: number): Generator<ArchiveItem> {
  for (let index = 0; index < photoCount; index++) {
    yield { name: photoName(index, photoCount), chunks: [noisePng(side, side, index + 1)] };
  }
}

/** Writes `photoCount` distinct photos (`photos/1.png`, …) into a STORED ZIP at `file`; returns its size. */
export function writePhotoArchive(file: string, photoCount: number, side = PHOTO_SIDE): Promise<number> {
  return writeZipArchive(photos(photoCount, side), file);
}

export function photoArchivePath(): string {
  return path.join(tmpdir(), `deckmill-bench-photos-${process.pid}.zip`);
}
