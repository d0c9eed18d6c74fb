import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { TemplateError } from '@deckmill/pptx';
import { inspectOffThread, youngGeneration } from './inspect-off-thread';

const SAMPLE = path.resolve(__dirname, '../../../../gateway/src/dashboard/samples/sample-template.pptx');

describe('inspectOffThread', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inspect-off-thread-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("answers a deck's placeholders and slide count from a worker thread", async () => {
    const { inspection, removed } = await inspectOffThread(SAMPLE);
    expect(inspection.slideCount).toBe(4);
    expect(removed).toEqual([]);
    expect(inspection.placeholders.map((placeholder) => placeholder.name).length).toBeGreaterThan(0);
  });

  it("rethrows the engine's refusal as a TemplateError with its code", async () => {
    const file = path.join(dir, 'not-a-deck.pptx');
    await writeFile(file, 'plain text');
    const refusal = inspectOffThread(file);
    await expect(refusal).rejects.toBeInstanceOf(TemplateError);
    await expect(refusal).rejects.toMatchObject({ code: 'not_a_zip' });
  });

  it('refuses a deck whose check outgrows the heap it is given', async () => {
    // A slide of 6 MB of runs (within the slide limit) and a worker heap that starts but cannot hold its parse.
    const parts = unzipSync(readFileSync(SAMPLE));
    const runs = '<a:r><a:t>x</a:t></a:r>'.repeat(250_000);
    parts['ppt/slides/slide1.xml'] = strToU8(
      new TextDecoder().decode(parts['ppt/slides/slide1.xml']).replace('<a:t>', `${runs}<a:t>`),
    );
    const heavy = path.join(dir, 'heavy.pptx');
    await writeFile(heavy, zipSync(parts));
    await expect(inspectOffThread(heavy, { maxHeapMb: 16, deadlineMs: 60_000 })).rejects.toMatchObject({
      code: 'too_large',
    });
  });
});

describe('youngGeneration', () => {
  it("states three of the command line's semi-spaces, and nothing where no flag sizes them", () => {
    expect(youngGeneration(['--max-semi-space-size=8', '--heap-growing-percent=50'], '')).toEqual({
      maxYoungGenerationSizeMb: 24,
    });
    expect(youngGeneration([], '--max-semi-space-size=16')).toEqual({ maxYoungGenerationSizeMb: 48 });
    expect(youngGeneration(['--liftoff-only'], '')).toEqual({});
  });
});
