import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fontDeck, textXml } from '../../test/support/font-decks';
import { CommandFailedError, CommandTimedOutError } from '../run-bounded';
import {
  DEFAULT_PDF_OPTIONS,
  PdfConverter,
  type OfficeRunner,
  type PdfConverterOptions,
} from './pdf-converter';
import { PdfConversionError } from './pdf-conversion-error';

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
});
