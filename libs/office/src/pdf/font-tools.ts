import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { keptEnvironment, runConfined } from '../run-confined';
import type { SandboxSupport } from '../sandbox/sandbox-host';
import { parsePdfFonts, type PdfFont } from './pdf-fonts';

export interface FontToolRun {
  /** The conversion's work directory, holding `pdf`; the tools write their answers beside it. */
  readonly workDir: string;
  readonly pdf: string;
  readonly families: readonly string[];
  readonly pdffonts: string;
  readonly fcMatch: string;
  readonly sandbox: SandboxSupport;
  readonly timeoutMs: number;
  readonly memoryLimitBytes: number;
}

/**
 * pdffonts lists the PDF's fonts, then fc-match names the family fontconfig substitutes for each requested
 * one (one line per family, empty when fc-match fails). Both run in the conversion's sandbox: the PDF was
 * written by LibreOffice from an untrusted deck, so poppler parses it confined as previews' pdftoppm does.
 */
const SCRIPT = [
  // Only bwrap starts in the work directory; unshare and the plain run start where the server runs.
  'cd "$4" || exit 1',
  '"$1" "$2" > fonts.txt || exit 3',
  'while IFS= read -r family; do',
  `  "$3" -f '%{family[0]}\\n' "$family" 2>/dev/null || echo`,
  'done < families.txt > matches.txt',
].join('\n');

export interface FontToolAnswers {
  readonly pdfFonts: PdfFont[];
  /** fontconfig's family for each requested one; null when it answered nothing. */
  readonly matches: Map<string, string | null>;
}

export async function inspectFonts(
  run: FontToolRun,
  platform: NodeJS.Platform = process.platform,
): Promise<FontToolAnswers> {
  // Windows has neither `sh` nor fontconfig: the report there says what was used is not known.
  if (platform === 'win32') {
    return { pdfFonts: [], matches: new Map(run.families.map((family) => [family, null])) };
  }
  await writeFile(
    path.join(run.workDir, 'families.txt'),
    run.families.map((family) => `${fontconfigPattern(family)}\n`).join(''),
  );
  await runConfined({
    workDir: run.workDir,
    command: 'sh',
    args: ['-c', SCRIPT, 'deckmill-fonts', run.pdffonts, run.pdf, run.fcMatch, run.workDir],
    env: keptEnvironment(process.env),
    sandbox: run.sandbox,
    timeoutMs: run.timeoutMs,
    memoryLimitBytes: run.memoryLimitBytes,
  });
  const [fonts, matched] = await Promise.all([
    readFile(path.join(run.workDir, 'fonts.txt'), 'utf8'),
    readFile(path.join(run.workDir, 'matches.txt'), 'utf8'),
  ]);
  const answers = matched.split('\n');
  return {
    pdfFonts: parsePdfFonts(fonts),
    matches: new Map(run.families.map((family, index) => [family, answers[index]?.trim() || null])),
  };
}

/**
 * A family as a fontconfig pattern: `-` (size), `:` (properties), `,` (alternatives) and `\` would
 * otherwise be read as syntax. Line breaks cannot occur (`fontRequests` drops control characters).
 */
export function fontconfigPattern(family: string): string {
  return family.replace(/[\\\-:,]/g, (character) => `\\${character}`);
}
