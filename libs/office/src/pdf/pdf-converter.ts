import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isTemplateError, neutraliseExternalLinks, sanitiseTemplate } from '@deckmill/pptx';
import { FairPool, type PoolPriority } from '../fair-pool';
import { findExecutable } from '../find-executable';
import { convertToPdfOffline, type OfflineConversion } from '../offline-libreoffice';
import { CommandFailedError, CommandTimedOutError } from '../run-bounded';
import { DEFAULT_MEMORY_LIMIT_BYTES } from '../run-confined';
import type { SandboxKind } from '../sandbox/sandbox-command';
import { sandboxSupport } from '../sandbox/sandbox-support';
import { createWorkDir } from '../work-dirs';
import { buildFontReport, type FontReport } from './font-report';
import { fontRequests } from './font-requests';
import { inspectFonts } from './font-tools';
import { ConverterStoppedError, PdfConversionError } from './pdf-conversion-error';

export interface PdfConverterOptions {
  /** Commands, found on PATH or absolute. */
  readonly soffice: string;
  readonly pdffonts: string;
  readonly fcMatch: string;
  /** Deadline of one LibreOffice run (the per-file deadline; a retry gets a fresh one). */
  readonly timeoutMs: number;
  /** Address space LibreOffice and the font tools may use. */
  readonly memoryLimitBytes: number;
  /** The strongest confinement tried (the process's one setting, shared with previews). */
  readonly sandbox: SandboxKind;
  /** Conversions at once in this process; the rest wait their owner's turn (`FairPool`). */
  readonly concurrency: number;
  /** Larger decks are refused with `too_large` before anything runs. */
  readonly maxDeckBytes: number;
  /** Runs per deck: 2 is one retry, in a fresh work directory and profile, after a crash or timeout. */
  readonly attempts: number;
  /** Where work directories (`deckmill-pdf-<pid>-*`) are made. */
  readonly workRoot: string;
}

export const DEFAULT_PDF_OPTIONS: PdfConverterOptions = {
  soffice: 'soffice',
  pdffonts: 'pdffonts',
  fcMatch: 'fc-match',
  timeoutMs: 120_000,
  memoryLimitBytes: DEFAULT_MEMORY_LIMIT_BYTES,
  sandbox: 'bwrap',
  concurrency: 1,
  maxDeckBytes: 100 * 1024 * 1024,
  attempts: 2,
  workRoot: tmpdir(),
};

export interface ConvertOptions {
  /** Whose deck it is: the pool serves owners in turn, so one account's many decks cannot starve another. */
  readonly owner: string;
  /** `waited-for`: someone waits on this deck (a viewer's first look), so it goes before batch work. */
  readonly priority?: PoolPriority;
  /**
   * A stopping worker's: a conversion still waiting for its turn leaves the queue, a running one is killed (the
   * cold run's process group, or the warm instance under it), and `convert` rejects with the signal's reason,
   * never retried and never a `PdfConversionError` (the job goes back rather than failing its row).
   */
  readonly signal?: AbortSignal;
}

export interface PdfOutput {
  readonly pdf: Buffer;
  readonly fonts: FontReport;
}

/** How LibreOffice is run; tests swap it to count runs or make them fail. */
export type OfficeRunner = (conversion: OfflineConversion) => Promise<void>;

/**
 * Decks to PDF with LibreOffice under the previews' sandbox rules: a cleaned copy of the deck, a private
 * work directory and profile per run, a deadline and a memory ceiling, a bounded fair pool, one retry.
 */
export class PdfConverter {
  private readonly pool: FairPool;
  /** Aborted on Nest's shutdown: every conversion of this process, waiting or running, stops with it. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly options: PdfConverterOptions = DEFAULT_PDF_OPTIONS,
    private readonly runOffice: OfficeRunner = convertToPdfOffline,
  ) {
    this.pool = new FairPool(options.concurrency, 'pdf');
  }

  /** LibreOffice and pdffonts are installed (LibreOffice alone on Windows, which makes no font report). */
  async available(platform: NodeJS.Platform = process.platform): Promise<boolean> {
    const tools =
      platform === 'win32' ? [this.options.soffice] : [this.options.soffice, this.options.pdffonts];
    const found = await Promise.all(tools.map((tool) => findExecutable(tool)));
    return found.every((executable) => executable !== null);
  }

  /** Conversions waiting for a slot (for tests and logs). */
  get queued(): number {
    return this.pool.queued;
  }

  /**
   * Nest's shutdown (the converter is a provider): its conversions stop in the same step that stops the warm
   * instances under them, so a run that dies with its instance is not retried cold (a viewer's drawing, which
   * has no job signal, held the stop for up to two minutes that way).
   */
  onModuleDestroy(): void {
    this.stopping.abort(new ConverterStoppedError());
  }

  async convert(deck: Uint8Array, options: ConvertOptions): Promise<PdfOutput> {
    const { owner, priority } = options;
    const signal = options.signal
      ? AbortSignal.any([options.signal, this.stopping.signal])
      : this.stopping.signal;
    if (deck.byteLength > this.options.maxDeckBytes) {
      throw new PdfConversionError(
        'too_large',
        `the deck holds more than ${this.options.maxDeckBytes} bytes`,
      );
    }
    const { cleaned, families } = prepare(deck);
    if (!(await this.available())) {
      throw new PdfConversionError('unavailable', 'LibreOffice (soffice) or pdffonts is not installed');
    }
    return this.pool.run(owner, () => this.withRetry(cleaned, families, signal), signal, priority);
  }

  private async withRetry(
    deck: Uint8Array,
    families: readonly string[],
    signal: AbortSignal,
  ): Promise<PdfOutput> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.attempt(deck, families, signal);
      } catch (error) {
        // A killed run may also end as a crash or without a PDF: the stop is the reason, whatever it looked like.
        if (signal.aborted) throw signal.reason;
        const retryable = error instanceof PdfConversionError && error.retryable;
        if (!retryable || attempt >= this.options.attempts) throw error;
      }
    }
  }

  private async attempt(
    deck: Uint8Array,
    families: readonly string[],
    signal: AbortSignal,
  ): Promise<PdfOutput> {
    const workDir = await createWorkDir(this.options.workRoot, 'pdf');
    try {
      const deckPath = path.join(workDir, 'deck.pptx');
      const outDir = path.join(workDir, 'pdf');
      await Promise.all([writeFile(deckPath, deck), mkdir(outDir)]);
      const sandbox = await sandboxSupport(this.options.sandbox);
      const limits = { timeoutMs: this.options.timeoutMs, memoryLimitBytes: this.options.memoryLimitBytes };
      await failureAsReason(() =>
        this.runOffice({
          soffice: this.options.soffice,
          workDir,
          deckPath,
          outDir,
          profileDir: path.join(workDir, 'profile'),
          sandbox,
          ...limits,
          signal,
        }),
      );
      const pdfPath = path.join(outDir, 'deck.pdf');
      const pdf = await readFile(pdfPath).catch((error: unknown) => {
        throw new PdfConversionError('crashed', 'LibreOffice ended without writing a PDF', { cause: error });
      });
      const { pdfFonts, matches } = await failureAsReason(() =>
        inspectFonts({
          workDir,
          pdf: pdfPath,
          families,
          pdffonts: this.options.pdffonts,
          fcMatch: this.options.fcMatch,
          sandbox,
          ...limits,
        }),
      );
      return { pdf, fonts: buildFontReport(families, pdfFonts, matches) };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
}

/** The deck cleaned as for previews, and the fonts it asks for; a deck the engine refuses is not retried. */
function prepare(deck: Uint8Array): { cleaned: Uint8Array; families: string[] } {
  try {
    const cleaned = neutraliseExternalLinks(sanitiseTemplate(deck).bytes);
    return { cleaned, families: fontRequests(cleaned) };
  } catch (error) {
    if (!isTemplateError(error)) throw error;
    const tooLarge = error.code === 'too_large' || error.code === 'zip_bomb';
    throw new PdfConversionError(tooLarge ? 'too_large' : 'unreadable', error.message, { cause: error });
  }
}

async function failureAsReason<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CommandTimedOutError) {
      throw new PdfConversionError('timeout', error.message, { cause: error });
    }
    if (error instanceof CommandFailedError) {
      throw new PdfConversionError('crashed', error.message, { cause: error });
    }
    throw error;
  }
}
