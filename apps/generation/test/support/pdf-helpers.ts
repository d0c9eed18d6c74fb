import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { convertToPdfOffline, type OfficeRunner } from '@deckmill/office';
import { zipEntries } from './generation-helpers';

/** Pages of a PDF as poppler's pdfinfo counts them. */
export function pdfPages(pdf: Uint8Array): number {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'deckmill-pdfinfo-'));
  try {
    const file = path.join(dir, 'file.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Slides of a deck (none of the fixture's is hidden). */
export function slideCount(deck: Uint8Array): number {
  return Object.keys(zipEntries(deck)).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
}

/**
 * The machine's LibreOffice, except for one deck once `armed`: the first deck seen after that gets a 1 ms
 * deadline on every attempt, so exactly that row times out (twice: the converter retries once) and fails.
 */
export function oneDeckTimesOut(): { runner: OfficeRunner; arm(): void; victimRuns(): number } {
  let armed = false;
  let victim: string | undefined;
  let runs = 0;
  const runner: OfficeRunner = async (conversion) => {
    const hash = createHash('sha256').update(readFileSync(conversion.deckPath)).digest('hex');
    if (armed && victim === undefined) victim = hash;
    if (hash !== victim) return convertToPdfOffline(conversion);
    runs += 1;
    return convertToPdfOffline({ ...conversion, timeoutMs: 1 });
  };
  return { runner, arm: () => (armed = true), victimRuns: () => runs };
}
