import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { keptEnvironment, runConfined, sandboxSupport, type SandboxKind } from '@deckmill/office';

/** Screen resolution: sharp on a laptop's full screen, a fraction of a PNG's bytes as JPEG. */
export const SLIDE_WIDTH_PX = 1600;
const MAX_SLIDES = 200;

export interface PageTools {
  readonly pdftoppm: string;
  readonly sandbox: SandboxKind;
  readonly timeoutMs: number;
  readonly memoryLimitBytes: number;
}

/** Draws each page of `pdf` (inside `workDir`) as a JPEG with pdftoppm in its sandbox; answers them in order. */
export async function drawPages(pdf: string, workDir: string, tools: PageTools): Promise<string[]> {
  const outDir = path.join(workDir, 'img');
  await mkdir(outDir);
  await runConfined({
    workDir,
    command: tools.pdftoppm,
    args: [
      '-jpeg',
      '-jpegopt',
      'quality=82',
      '-l',
      String(MAX_SLIDES),
      '-scale-to-x',
      String(SLIDE_WIDTH_PX),
      '-scale-to-y',
      '-1',
      pdf,
      path.join(outDir, 'slide'),
    ],
    env: keptEnvironment(process.env),
    sandbox: await sandboxSupport(tools.sandbox),
    timeoutMs: tools.timeoutMs,
    memoryLimitBytes: tools.memoryLimitBytes,
  });
  return (await readdir(outDir))
    .map((name) => ({ name, page: /^slide-(\d+)\.jpg$/.exec(name)?.[1] }))
    .filter((entry): entry is { name: string; page: string } => entry.page !== undefined)
    .sort((left, right) => Number(left.page) - Number(right.page))
    .map((entry) => path.join(outDir, entry.name));
}
