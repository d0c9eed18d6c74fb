// First slide of a .pptx to a PNG: LibreOffice (headless, throwaway profile) to PDF, then pdftoppm.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SOFFICE = process.env.SOFFICE ?? '/usr/bin/soffice';
const PDFTOPPM = process.env.PDFTOPPM ?? 'pdftoppm';

/** Renders slide 1 of each deck to `<outDir>/<name>.png`, `width` pixels wide. */
export function renderFirstSlides(decks, outDir, width) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-example-'));
  try {
    for (const { name, bytes } of decks) fs.writeFileSync(path.join(work, `${name}.pptx`), bytes);
    execFileSync(
      SOFFICE,
      [
        `-env:UserInstallation=${pathToFileURL(path.join(work, 'profile')).href}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        work,
        ...decks.map(({ name }) => path.join(work, `${name}.pptx`)),
      ],
      { stdio: 'inherit', timeout: 180_000 },
    );
    for (const { name } of decks) {
      execFileSync(PDFTOPPM, [
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        '-scale-to-x',
        String(width),
        '-scale-to-y',
        '-1',
        path.join(work, `${name}.pdf`),
        path.join(outDir, name),
      ]);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
