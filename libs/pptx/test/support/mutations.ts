import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const position = (random: Random, length: number) => Math.floor(random() * Math.max(1, length));

const BYTE_MUTATIONS: ReadonlyArray<(bytes: Uint8Array, random: Random) => Uint8Array> = [
  (bytes, random) => {
    const copy = Uint8Array.from(bytes);
    for (let flips = 1 + position(random, 8); flips > 0; flips--)
      copy[position(random, copy.length)] ^= 1 << position(random, 8);
    return copy;
  },
  (bytes, random) => {
    // Header fields live near the end (central directory): hit them far more often than data.
    const copy = Uint8Array.from(bytes);
    const tail = Math.min(copy.length, 4096);
    for (let writes = 1 + position(random, 4); writes > 0; writes--) {
      copy[copy.length - 1 - position(random, tail)] = pick(random, [
        0x00,
        0xff,
        0x7f,
        0x80,
        position(random, 256),
      ]);
    }
    return copy;
  },
  (bytes, random) => bytes.subarray(0, position(random, bytes.length)),
  (bytes, random) => {
    const start = position(random, bytes.length);
    const length = position(random, 256);
    return Uint8Array.from([
      ...bytes.subarray(0, start),
      ...bytes.subarray(start, start + length),
      ...bytes.subarray(start),
    ]);
  },
];

const XML_SNIPPETS = [
  '<',
  '>',
  '&',
  '{{',
  '}}',
  '{{x}}',
  '<a:r>',
  '</a:r>',
  '<a:t>',
  '"',
  '<!DOCTYPE x>',
  '<![CDATA[',
  '&#0;',
  '\u0000',
];

// Edits inside one XML part, re-zipped with valid CRCs, so the mutation reaches the XML layer.
function mutateXml(bytes: Uint8Array, random: Random): Uint8Array {
  const files = unzipSync(bytes);
  const xmlParts = Object.keys(files).filter((name) => /\.(xml|rels)$/.test(name));
  const target = pick(random, xmlParts);
  let xml = strFromU8(files[target]);
  for (let edits = 1 + position(random, 4); edits > 0; edits--) {
    const at = position(random, xml.length);
    xml =
      random() < 0.5
        ? xml.slice(0, at) + pick(random, XML_SNIPPETS) + xml.slice(at)
        : xml.slice(0, at) + xml.slice(at + position(random, 64));
  }
  const output: Zippable = { ...files, [target]: strToU8(xml) };
  return zipSync(output);
}

export function mutate(deck: Uint8Array, random: Random): Uint8Array {
  return random() < 0.3 ? mutateXml(deck, random) : pick(random, BYTE_MUTATIONS)(deck, random);
}
