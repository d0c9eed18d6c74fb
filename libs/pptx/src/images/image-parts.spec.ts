import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { solidPng } from '@deckmill/testing';
import { encodeEntryName, METHOD_STORED, type PreparedEntry } from '@deckmill/zip';
import {
  imageRelationship,
  mediaEntry,
  mediaPartName,
  withImageContentTypes,
  withImageParts,
} from './image-parts';
import type { DeckImage } from './image-source';

function image(colour: [number, number, number], extension = 'png', contentType = 'image/png'): DeckImage {
  const bytes = solidPng(4, 2, colour);
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { bytes, contentType, extension, width: 4, height: 2, hash };
}

const red = image([255, 0, 0]);
const TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="jpeg" ContentType="image/jpeg"/></Types>';
const MODIFIED = { time: 0, date: 33 };
const name = (entry: PreparedEntry) => Buffer.from(entry.nameBytes).toString('utf8');

describe('the media part of a picture', () => {
  it('is named by the first 16 hex digits of its hash and stored uncompressed with its CRC', () => {
    const entry = mediaEntry(red, MODIFIED);
    expect(name(entry)).toBe(`ppt/media/deckmill-image-${red.hash.slice(0, 16)}.png`);
    expect(entry.method).toBe(METHOD_STORED);
    expect(entry.crc32).toBe(crc32(red.bytes));
    expect(entry.compressedSize).toBe(red.bytes.byteLength);
    expect(entry.data).toBe(red.bytes);
  });

  it('is related from slides and layouts by a path relative to them', () => {
    const file = mediaPartName(red).slice('ppt/media/'.length);
    expect(imageRelationship('Relationship', 'rIdDmImg1', 'ppt/slideLayouts/slideLayout2.xml', red)).toBe(
      `<Relationship Id="rIdDmImg1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/${file}"/>`,
    );
  });
});

describe('content types', () => {
  it('gains a Default for each extension not typed yet, once', () => {
    const xml = withImageContentTypes(TYPES, [
      red,
      image([0, 0, 255]),
      image([0, 255, 0], 'jpeg', 'image/jpeg'),
    ]);
    expect(xml.match(/Extension="png"/g)).toHaveLength(1);
    expect(xml).toContain('<Default Extension="png" ContentType="image/png"/>');
    expect(xml.match(/Extension="jpeg"/g)).toHaveLength(1);
  });

  it('is left as it is when every extension is typed', () => {
    expect(withImageContentTypes(TYPES, [image([1, 2, 3], 'jpeg', 'image/jpeg')])).toBe(TYPES);
  });
});

describe('a deck with pictures', () => {
  const types: PreparedEntry = {
    nameBytes: encodeEntryName('[Content_Types].xml'),
    modified: MODIFIED,
    method: METHOD_STORED,
    crc32: 0,
    compressedSize: TYPES.length,
    uncompressedSize: TYPES.length,
    data: Buffer.from(TYPES),
  };
  const write = async (xml: string, original: PreparedEntry): Promise<PreparedEntry> => ({
    ...original,
    data: Buffer.from(xml),
  });

  it('adds each distinct picture once and types it', async () => {
    const blue = image([0, 0, 255]);
    const entries = await withImageParts([types], { byValue: new Map(), distinct: [red, blue] }, write);
    expect(entries.map(name)).toEqual(['[Content_Types].xml', mediaPartName(red), mediaPartName(blue)]);
    expect(Buffer.from(entries[0].data).toString()).toContain('Extension="png"');
  });

  it('does not add a media part the template already holds under that name', async () => {
    const existing = { ...mediaEntry(red, MODIFIED) };
    const entries = await withImageParts([types, existing], { byValue: new Map(), distinct: [red] }, write);
    expect(entries.map(name).filter((entry) => entry === mediaPartName(red))).toHaveLength(1);
  });

  it('changes nothing without pictures', async () => {
    const entries = await withImageParts([types], { byValue: new Map(), distinct: [] }, write);
    expect(entries).toEqual([types]);
  });
});
