import { benchSlide } from './bench-slides';
import { encodeTokens, tokenPart, type TokenPart } from '../src/template/token-part';

// CPU a part of `encodeTokens` alone, on the bench's ten text slides (each tag a slot), six rounds:
//   node tools/run-ts.mjs libs/pptx/bench/encode-tokens.ts [rows, default 3000]
const SHAPE = { tableRows: 6, tableColumns: 6, picture: false, bodyParagraphs: 24 };
const VALUES = ['Torvalds & Partners', 'Grace', 'Torvalds', 'New York', 'grace@example.com', '$137', 'Acme'];

async function slidePart(slide: number): Promise<{ part: TokenPart; slots: number }> {
  const xml = benchSlide(slide, SHAPE);
  const pieces: Array<string | { slot: number }> = [];
  let last = 0;
  let slots = 0;
  // A whole tag, or a tag's name in a run of its own (PowerPoint's split tags).
  for (const match of xml.matchAll(/\{\{[a-z_]+\}\}|<a:t>[a-z_]+<\/a:t>/g)) {
    pieces.push(xml.slice(last, match.index), { slot: slots++ });
    last = (match.index ?? 0) + match[0].length;
  }
  pieces.push(xml.slice(last));
  return { part: await tokenPart(pieces), slots };
}

async function main(): Promise<void> {
  const rows = Number(process.argv[2] ?? 3000);
  const parts = await Promise.all(Array.from({ length: 10 }, (_, index) => slidePart(index + 1)));
  const values = Array.from({ length: 50 }, (_, row) =>
    VALUES.map((value) => Buffer.from(`${value} ${row}`)),
  );
  const slotsOf = parts.map(({ slots }) =>
    values.map((row) => Array.from({ length: slots }, (_, slot) => row[slot % row.length])),
  );
  for (let round = 0; round < 6; round++) {
    const before = process.cpuUsage();
    let bytes = 0;
    for (let row = 0; row < rows; row++) {
      for (let index = 0; index < parts.length; index++) {
        bytes += encodeTokens(parts[index].part, slotsOf[index][row % values.length]).data.byteLength;
      }
    }
    const cpu = process.cpuUsage(before);
    const perPart = (cpu.user + cpu.system) / (rows * parts.length);
    console.log(`${perPart.toFixed(2)} µs a part, ${(bytes / (rows * parts.length)).toFixed(0)} bytes`);
  }
}

void main();
