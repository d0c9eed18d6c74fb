import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The text LibreOffice renders from a deck (PDF, then pdftotext): an independent reader proves the file opens
 * and shows the row's values. LibreOffice gets a private profile; the PDF lands in `workDir`.
 */
export async function libreOfficeText(deck: string, workDir: string): Promise<string> {
  const profile = await mkdtemp(path.join(tmpdir(), 'deckmill-lo-profile-'));
  try {
    const args = [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--convert-to',
      'pdf',
    ];
    await run('soffice', [...args, '--outdir', workDir, deck], { timeout: 240_000 });
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
  const pdf = path.join(workDir, `${path.basename(deck, '.pptx')}.pdf`);
  const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', pdf, '-'], { timeout: 60_000 });
  return stdout;
}
