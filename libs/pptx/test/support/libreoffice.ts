import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Converts decks to PDF with headless LibreOffice, in a throwaway profile so runs never share state. */
export async function convertToPdf(decks: readonly string[], outDir: string): Promise<void> {
  const profile = await mkdtemp(path.join(tmpdir(), 'deckmill-lo-profile-'));
  await run(
    'soffice',
    [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      ...decks,
    ],
    { timeout: 240_000 },
  );
}

/** The text of a PDF, by poppler's pdftotext. */
export async function pdfText(pdf: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', pdf, '-'], { timeout: 60_000 });
  return stdout;
}
