import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_MEMORY_LIMIT_BYTES,
  convertToPdfOffline,
  findExecutable,
  keptEnvironment,
  runConfined,
  type OfficeRunner,
  sandboxSupport,
  type SandboxKind,
} from '@deckmill/office';
import { neutraliseExternalLinks, sanitiseTemplate } from '@deckmill/pptx';
import type { OfficeTool } from '@deckmill/bus-contracts';
import { slidesInOrder } from './slide-files';

export interface SlideRendererOptions {
  /** `soffice` (found on PATH) or an absolute path. */
  soffice: string;
  pdftoppm: string;
  /** poppler's pdffonts, which PDF output's font report needs (asked only to say whether PDFs can be made). */
  pdffonts: string;
  /** Deadline of each of the two conversions. */
  timeoutMs: number;
  /** Slides rendered at most: previews are thumbnails, not a full export. */
  maxSlides: number;
  /** Width of a thumbnail in pixels. */
  widthPx: number;
  /** The strongest confinement tried; weaker ones follow when it cannot run on this host. */
  sandbox: SandboxKind;
  /** Address space each of the two tools may use. */
  memoryLimitBytes: number;
}

/** The tools found on PATH; the service passes DECKMILL_SOFFICE and DECKMILL_PDFTOPPM instead. */
export const DEFAULT_RENDERER_OPTIONS: SlideRendererOptions = {
  soffice: 'soffice',
  pdftoppm: 'pdftoppm',
  pdffonts: 'pdffonts',
  timeoutMs: 120_000,
  maxSlides: 50,
  widthPx: 640,
  sandbox: 'bwrap',
  memoryLimitBytes: DEFAULT_MEMORY_LIMIT_BYTES,
};

/** Slide thumbnails: LibreOffice headless converts the deck to PDF, then pdftoppm draws each page as PNG. */
export class SlideRenderer {
  /** `toPdf`: how LibreOffice runs, cold by default; the previews module passes its `WarmOffice`. */
  constructor(
    private readonly options: SlideRendererOptions = DEFAULT_RENDERER_OPTIONS,
    private readonly toPdf: OfficeRunner = convertToPdfOffline,
  ) {}

  /** Both tools are installed (LibreOffice is optional: without it the page says 'Preview coming soon'). */
  async available(): Promise<boolean> {
    return (await this.missingTools()).length === 0;
  }

  /** The tools previews need that are not installed here, so the app can name them. */
  async missingTools(): Promise<OfficeTool[]> {
    const [soffice, pdftoppm] = await Promise.all([
      findExecutable(this.options.soffice),
      findExecutable(this.options.pdftoppm),
    ]);
    return [
      ...(soffice === null ? ['LibreOffice' as const] : []),
      ...(pdftoppm === null ? ['pdftoppm' as const] : []),
    ];
  }

  /**
   * Whether PDF output can be made here: LibreOffice, and poppler's pdffonts for the font report (Windows
   * makes none, so LibreOffice alone).
   */
  async pdfAvailable(platform: NodeJS.Platform = process.platform): Promise<boolean> {
    const tools =
      platform === 'win32' ? [this.options.soffice] : [this.options.soffice, this.options.pdffonts];
    const found = await Promise.all(tools.map((tool) => findExecutable(tool)));
    return found.every((executable) => executable !== null);
  }

  /**
   * Renders `deckPath` inside `workDir` (which the caller removes) and answers the PNGs in slide order.
   * LibreOffice only ever sees a copy cleaned again (templates stored before uploads were cleaned) whose
   * links to files and hosts outside the deck are neutralised, and only inside its sandbox. `signal` (a
   * stopping worker's) kills LibreOffice or pdftoppm under the deck and rejects with its reason.
   */
  async render(deckPath: string, workDir: string, signal?: AbortSignal): Promise<string[]> {
    const pdfDir = path.join(workDir, 'pdf');
    const pngDir = path.join(workDir, 'png');
    await Promise.all([mkdir(pdfDir), mkdir(pngDir)]);
    const safeDeck = path.join(workDir, 'preview-copy.pptx');
    await writeFile(safeDeck, neutraliseExternalLinks(sanitiseTemplate(await readFile(deckPath)).bytes));
    const sandbox = await sandboxSupport(this.options.sandbox);
    await this.toPdf({
      soffice: this.options.soffice,
      workDir,
      sandbox,
      deckPath: safeDeck,
      outDir: pdfDir,
      profileDir: path.join(workDir, 'profile'),
      timeoutMs: this.options.timeoutMs,
      memoryLimitBytes: this.options.memoryLimitBytes,
      ...(signal ? { signal } : {}),
    });
    const pdf = path.join(pdfDir, `${path.parse(safeDeck).name}.pdf`);
    await runConfined({
      workDir,
      command: this.options.pdftoppm,
      args: [
        '-png',
        '-l',
        String(this.options.maxSlides),
        '-scale-to-x',
        String(this.options.widthPx),
        '-scale-to-y',
        '-1',
        pdf,
        path.join(pngDir, 'slide'),
      ],
      env: keptEnvironment(process.env),
      sandbox,
      timeoutMs: this.options.timeoutMs,
      memoryLimitBytes: this.options.memoryLimitBytes,
      ...(signal ? { signal } : {}),
    });
    return slidesInOrder(pngDir, await readdir(pngDir));
  }
}
