import { MAX_TEMPLATE_BYTES } from '@deckmill/api-contracts';
import { sampleDeck } from '../harness/decks';
import type { HostileCase } from '../harness/hostile-case';

const DAMAGED_OR_NOT_A_DECK = /damaged|not a PowerPoint presentation/;

/** Empty, truncated and oversized files. */
export const cases: HostileCase[] = [
  {
    name: 'an empty file',
    build: () => Buffer.alloc(0),
    expect: { status: 422, message: /choose a \.pptx file|not a PowerPoint/ },
  },
  {
    name: 'one byte',
    build: () => Buffer.from('P'),
    expect: { status: 422, message: DAMAGED_OR_NOT_A_DECK },
  },
  {
    name: 'only a ZIP signature',
    build: () => Buffer.from('PK\u0003\u0004'),
    expect: { status: 422, message: DAMAGED_OR_NOT_A_DECK },
  },
  {
    name: 'the sample deck cut in half',
    build: () => sampleDeck().subarray(0, Math.floor(sampleDeck().length / 2)),
    expect: { status: 422, message: DAMAGED_OR_NOT_A_DECK },
  },
  {
    name: 'the sample deck without its last 10 bytes (end of central directory cut)',
    build: () => sampleDeck().subarray(0, sampleDeck().length - 10),
    expect: { status: 422, message: DAMAGED_OR_NOT_A_DECK },
  },
  {
    name: 'the sample deck with its first kilobyte zeroed',
    build: () => Buffer.concat([Buffer.alloc(1024), sampleDeck().subarray(1024)]),
    expect: { status: 422, message: DAMAGED_OR_NOT_A_DECK },
  },
  {
    name: 'one byte over 100 MB',
    build: () => Buffer.alloc(MAX_TEMPLATE_BYTES + 1, 7),
    expect: { status: 422, message: /larger than 100 MB/ },
  },
];
