import { alteredDeck, patchCentralRecord, sampleDeck } from '../harness/decks';
import type { HostileCase } from '../harness/hostile-case';

const BOMB = /expands to far more data/;
const DAMAGED = /damaged/;

/** Zip bombs by compression ratio, by entry count and by sizes the archive lies about. */
export const cases: HostileCase[] = [
  {
    name: 'zip bomb: 40 MB of zeros in one media part (ratio ~1000:1)',
    build: () =>
      alteredDeck((parts) => void (parts['ppt/media/padding.bin'] = new Uint8Array(40 * 1024 * 1024))),
    expect: { status: 422, message: BOMB },
  },
  {
    name: 'zip bomb: a slide of 2 MB of spaces (ratio over 100:1 in XML)',
    build: () =>
      alteredDeck((parts) => {
        const slide = Buffer.from(parts['ppt/slides/slide2.xml'] ?? []).toString('utf8');
        if (!/<p:cSld[^>]*>/.test(slide)) throw new Error('the sample slide has no <p:cSld>');
        parts['ppt/slides/slide2.xml'] = Buffer.from(
          slide.replace(/<p:cSld[^>]*>/, (open) => `${open}${' '.repeat(2 * 1024 * 1024)}`),
        );
      }),
    expect: { status: 422, message: BOMB },
  },
  {
    name: 'zip bomb: 10,001 empty entries',
    build: () =>
      alteredDeck((parts) => {
        for (let index = 0; index < 10_001; index += 1) parts[`ppt/media/e${index}.bin`] = new Uint8Array(0);
      }, 0),
    expect: { status: 422, message: BOMB },
  },
  {
    name: 'lying sizes: a slide that declares 10 bytes but inflates to 4 KB',
    build: () => patchCentralRecord(sampleDeck(), 'ppt/slides/slide1.xml', { uncompressedSize: 10 }),
    expect: { status: 422, message: DAMAGED },
  },
  {
    name: 'lying sizes: a thumbnail that declares 4 GB',
    build: () =>
      patchCentralRecord(
        alteredDeck((parts) => void (parts['docProps/thumbnail.jpeg'] = new Uint8Array(2048).fill(7))),
        'docProps/thumbnail.jpeg',
        { uncompressedSize: 0xfffffff0 },
      ),
    expect: { status: 422, message: BOMB },
  },
  {
    name: 'lying sizes: a compressed size that runs past the end of the file',
    build: () => patchCentralRecord(sampleDeck(), 'ppt/presentation.xml', { compressedSize: 0x7ffffff0 }),
    expect: { status: 422, message: DAMAGED },
  },
  {
    name: 'lying sizes: a slide that declares more than it inflates to',
    build: () => patchCentralRecord(sampleDeck(), 'ppt/slides/slide2.xml', { uncompressedSize: 3000 }),
    expect: { status: 422, message: DAMAGED },
  },
];
