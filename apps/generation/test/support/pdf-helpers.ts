import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { convertToPdfOffline, PdfConversionError, type OfficeRunner } from '@deckmill/office';
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

type Scripted = 'error' | 'unavailable';

/**
 * The machine's LibreOffice, with a gate and a scripted failure: while `hold()` is on, runs wait for
 * `release()`; after `failNext(kind)`, the first deck seen fails on every run with a plain error (storage or
 * bus trouble as the worker sees it: the job is retried) or as `unavailable`.
 */
export function scriptedOffice() {
  let gate: Promise<void> = Promise.resolve();
  let open = (): void => undefined;
  let script: Scripted | undefined;
  let victim: string | undefined;
  const state = { runs: 0, victimRuns: 0 };
  const runner: OfficeRunner = async (conversion) => {
    state.runs += 1;
    await gate;
    const hash = createHash('sha256').update(readFileSync(conversion.deckPath)).digest('hex');
    if (script && victim === undefined) victim = hash;
    if (!script || hash !== victim) return convertToPdfOffline(conversion);
    state.victimRuns += 1;
    if (script === 'unavailable') throw new PdfConversionError('unavailable', 'LibreOffice is unusable here');
    throw new Error('object storage answered 503');
  };
  return {
    runner,
    state,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
      gate = Promise.resolve();
    },
    failNext(kind: Scripted) {
      script = kind;
      victim = undefined;
      state.victimRuns = 0;
    },
    reset() {
      script = undefined;
    },
  };
}
