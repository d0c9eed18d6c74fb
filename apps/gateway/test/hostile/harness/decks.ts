import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { centralRecordLayout, findEndRecord, readEndRecord } from '@deckmill/zip';

/** The sample template the product ships (in the repository, so the suite needs no outside fixture). */
const SAMPLE = path.resolve(__dirname, '../../../src/dashboard/samples/sample-template.pptx');

export function sampleDeck(): Buffer {
  return readFileSync(SAMPLE);
}

export type DeckParts = Record<string, Uint8Array>;

/** The sample deck with its parts changed by `change`, zipped again (deflated unless `level` says). */
export function alteredDeck(change: (parts: DeckParts) => void, level: 0 | 6 = 6): Buffer {
  const parts: DeckParts = unzipSync(sampleDeck());
  change(parts);
  return Buffer.from(zipSync(parts as Zippable, { level }));
}

/** Replaces text in one XML part of the deck. */
export function editXml(parts: DeckParts, name: string, edit: (xml: string) => string): void {
  const part = parts[name];
  if (!part) throw new Error(`the sample deck has no ${name}`);
  parts[name] = strToU8(edit(strFromU8(part)));
}

/** Puts a declaration right after the XML declaration of a part (or first, when it has none). */
export function declare(parts: DeckParts, name: string, declaration: string): void {
  editXml(parts, name, (xml) =>
    /^<\?xml[^>]*\?>/.test(xml) ? xml.replace(/^(<\?xml[^>]*\?>)/, `$1${declaration}`) : declaration + xml,
  );
}

/**
 * Rewrites fields of a central directory record in place, as a hand-crafted archive could: the sizes that
 * ZIP readers trust before inflating, or the entry's name (same length).
 */
export function patchCentralRecord(
  zip: Buffer,
  entryName: string,
  patch: { uncompressedSize?: number; compressedSize?: number; name?: string },
): Buffer {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = findEndRecord(view);
  if (end < 0) throw new Error('no end of central directory');
  const { entryCount, directoryOffset } = readEndRecord(view, end);
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    const record = centralRecordLayout(view, offset);
    if (!record) throw new Error('broken central directory');
    const nameEnd = record.nameStart + record.nameLength;
    if (zip.toString('utf8', record.nameStart, nameEnd) === entryName) {
      if (patch.compressedSize !== undefined) zip.writeUInt32LE(patch.compressedSize, offset + 20);
      if (patch.uncompressedSize !== undefined) zip.writeUInt32LE(patch.uncompressedSize, offset + 24);
      if (patch.name !== undefined) {
        if (Buffer.byteLength(patch.name) !== record.nameLength) {
          throw new Error('a patched name keeps its length');
        }
        zip.write(patch.name, record.nameStart, 'utf8');
      }
      return zip;
    }
    offset = record.end;
  }
  throw new Error(`no entry ${entryName}`);
}

/** Text that deflate cannot shrink much (random base64), so a part passes the compression-ratio check. */
export function incompressibleText(bytes: number): string {
  return randomBytes(Math.ceil((bytes * 3) / 4) + 3)
    .toString('base64')
    .slice(0, bytes);
}
