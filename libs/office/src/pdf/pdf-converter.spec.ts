import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually } from '@deckmill/testing';
import { fontDeck, textXml } from '../../test/support/font-decks';
import { CommandFailedError, CommandTimedOutError } from '../run-bounded';
import {
  DEFAULT_PDF_OPTIONS,
  PdfConverter,
  type OfficeRunner,
  type PdfConverterOptions,
} from './pdf-converter';
import { ConverterStoppedError, PdfConversionError } from './pdf-conversion-error';

const DECK = fontDeck([{ theme: { major: 'Calibri Light', minor: 'Calibri' }, slides: [textXml([])] }]);

/** A runner that records each run's profile and whether its work directory existed, then does `then`. */
function recordingRunner(then: () => Promise<void>) {
  const profiles: string[] = [];
  const runner: OfficeRunner = async (conversion) => {
    await access(conversion.deckPath);
    profiles.push(conversion.profileDir);
    await then();
  };
  return { runner, profiles };
}

describe('PdfConverter (LibreOffice replaced)', () => {
  let options: PdfConverterOptions;

  beforeEach(async () => {
    // Any executable passes the availability check; the runner never starts it.
    options = {
      ...DEFAULT_PDF_OPTIONS,
      soffice: process.execPath,
      pdffonts: process.execPath,
      sandbox: 'none',
      workRoot: await mkdtemp(path.join(tmpdir(), 'pdf-converter-')),
    };
  });

  afterEach(async () => {
    await rm(options.workRoot, { recursive: true, force: true });
  });

  it.each([
    ['crashed', new CommandFailedError('soffice ended with 139')],
    ['timeout', new CommandTimedOutError('soffice took longer than 120000 ms')],
  ])('retries once in a fresh profile, then fails as %s', async (reason, error) => {
    const { runner, profiles } = recordingRunner(() => Promise.reject(error));
    const failure = await new PdfConverter(options, runner)
      .convert(DECK, { owner: 'a' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PdfConversionError);
    expect(failure).toMatchObject({ reason, retryable: true });
    expect(new Set(profiles).size).toBe(2);
    expect(await readdir(options.workRoot)).toEqual([]);
  });

  it('calls a run that wrote no PDF a crash', async () => {
    const { runner, profiles } = recordingRunner(() => Promise.resolve());
    await expect(new PdfConverter(options, runner).convert(DECK, { owner: 'a' })).rejects.toMatchObject({
      reason: 'crashed',
      message: 'LibreOffice ended without writing a PDF',
    });
    expect(profiles).toHaveLength(2);
  });

  it('refuses a file that is not a deck as unreadable, and a deck over the limit as too_large, never running', async () => {
    const { runner, profiles } = recordingRunner(() => Promise.resolve());
    const converter = new PdfConverter({ ...options, maxDeckBytes: DECK.byteLength }, runner);
    await expect(converter.convert(Buffer.from('not a zip'), { owner: 'a' })).rejects.toMatchObject({
      reason: 'unreadable',
      retryable: false,
    });
    await expect(
      converter.convert(new Uint8Array(DECK.byteLength + 1), { owner: 'a' }),
    ).rejects.toMatchObject({ reason: 'too_large' });
    expect(profiles).toEqual([]);
  });

  it('answers unavailable when LibreOffice is not installed', async () => {
    const converter = new PdfConverter({ ...options, soffice: '/nonexistent/soffice' });
    await expect(converter.convert(DECK, { owner: 'a' })).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('never runs more conversions at once than its pool allows', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const { runner } = recordingRunner(async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      throw new CommandFailedError('soffice ended with 1');
    });
    const converter = new PdfConverter({ ...options, concurrency: 2 }, runner);
    const runs = ['a', 'a', 'b', 'c', 'c'].map((owner) =>
      converter.convert(DECK, { owner }).catch(() => null),
    );
    await Promise.all(runs);
    expect(mostAtOnce).toBe(2);
  });

  describe('a stopping worker', () => {
    /** A runner that says when a run starts and, as a killed run does, rejects with the signal's reason. */
    function stoppableRunner() {
      const started: string[] = [];
      let announce: () => void = () => undefined;
      const firstStart = new Promise<void>((resolve) => (announce = resolve));
      const runner: OfficeRunner = (conversion) =>
        new Promise<void>((_resolve, reject) => {
          started.push(conversion.profileDir);
          announce();
          const signal = conversion.signal;
          if (!signal) return; // never ends: the test would time out, as a conversion with no stop would hang
          // As `runBounded` does: a stop that came before the run would never fire its listener.
          if (signal.aborted) reject(signal.reason as Error);
          signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        });
      return { runner, started, firstStart };
    }

    it('kills the running conversion and rejects with the stop, neither retried nor a conversion failure', async () => {
      const { runner, started, firstStart } = stoppableRunner();
      const stop = new AbortController();
      const converting = new PdfConverter(options, runner)
        .convert(DECK, { owner: 'a', signal: stop.signal })
        .catch((error: unknown) => error);
      await firstStart;
      const reason = new Error('the worker stops');
      stop.abort(reason);
      const failure = await converting;
      expect(failure).toBe(reason);
      expect(failure).not.toBeInstanceOf(PdfConversionError);
      expect(started).toHaveLength(1);
      expect(await readdir(options.workRoot)).toEqual([]);
    });

    it('takes a conversion still waiting for its turn out of the queue without running it', async () => {
      const { runner, started, firstStart } = stoppableRunner();
      const converter = new PdfConverter({ ...options, concurrency: 1 }, runner);
      const first = new AbortController();
      const second = new AbortController();
      const running = converter
        .convert(DECK, { owner: 'a', signal: first.signal })
        .catch((error: unknown) => error);
      // The second starts once the first runs: started together, either could take the slot first.
      await firstStart;
      const waiting = converter
        .convert(DECK, { owner: 'b', signal: second.signal })
        .catch((error: unknown) => error);
      await eventually(() => converter.queued === 1, 'the second conversion to wait for the slot');
      const reason = new Error('the worker stops');
      second.abort(reason);
      expect(await waiting).toBe(reason);
      // Out of the queue, not only answered: the slot the first frees can never start it.
      expect(converter.queued).toBe(0);
      first.abort(reason);
      expect(await running).toBe(reason);
      expect(started).toHaveLength(1);
    });

    it('stops every conversion when the module is destroyed, with no signal of its own', async () => {
      const { runner, started, firstStart } = stoppableRunner();
      const converter = new PdfConverter(options, runner);
      const converting = converter.convert(DECK, { owner: 'a' }).catch((error: unknown) => error);
      await firstStart;
      converter.onModuleDestroy();
      expect(await converting).toBeInstanceOf(ConverterStoppedError);
      expect(started).toHaveLength(1);
      await expect(converter.convert(DECK, { owner: 'a' })).rejects.toBeInstanceOf(ConverterStoppedError);
    });
  });
});
