// `npm run bench:render`: LibreOffice started per document (cold, the fallback) against the warm pool
// (`WarmOffice`), through the product's own code: a 10-slide deck to PDF (`PdfConverter`, as the converter
// service runs it), its first slide as a PNG (`SlideRenderer`, as slide previews run it) and the wizard's row
// preview (`RenderRowPreviewUseCase`, template compiled, row rendered, every slide drawn and stored). Prints
// median and p95 wall time and the CPU time of each run (Node, LibreOffice and the poppler tools), the CPU a
// warm instance burns while idle, and the row preview's targets (docs/benchmarks.md).
//
//   npm run bench:render                 # 5 cold and 10 warm runs of each case
//   RENDER_BENCH_COLD=3 RENDER_BENCH_WARM=20 npm run bench:render
//   npm run bench:render -- --viewer-only  # only the viewer through the built product (npm run build first)
//   npm run bench:render -- --no-viewer
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Logger } from '@nestjs/common';
import {
  DEFAULT_PDF_OPTIONS,
  DEFAULT_WARM_SETTINGS,
  FairPool,
  PdfConverter,
  WarmOffice,
  convertToPdfOffline,
  findExecutable,
  type OfficeRunner,
} from '@deckmill/office';
import type { ObjectStorage } from '@deckmill/storage';
import type { AccessibleTemplates } from '../../apps/templates/src/library';
import { CompiledTemplates } from '../../apps/templates/src/previews/row-previews/compiled-templates';
import { RenderRowPreviewUseCase } from '../../apps/templates/src/previews/row-previews/use-cases/render-row-preview/render-row-preview.use-case';
import { DEFAULT_RENDERER_OPTIONS, SlideRenderer } from '../../apps/templates/src/previews/slide-renderer';
import { startEmbedded } from './product-processes';
import { repeatSlides } from './render-deck';
import { timeViewer, type ViewerSample } from './viewer-timing';

const SAMPLE = path.resolve(__dirname, '../../apps/gateway/src/dashboard/samples/sample-template.pptx');
const COLD_RUNS = Number(process.env['RENDER_BENCH_COLD'] ?? 5);
const WARM_RUNS = Number(process.env['RENDER_BENCH_WARM'] ?? 10);
const IDLE_SECONDS = 20;
/** The targets for the row preview on a quiet machine. */
const ROW_PREVIEW_MEDIAN_MS = 3000;
const ROW_PREVIEW_P95_MS = 5000;
/** The viewer's targets: an unseen 10-slide deck's first slide, and a deck already drawn. */
const VIEWER_UNSEEN_MS = 3000;
const VIEWER_CACHED_MS = 300;
const VIEWER_ROWS = Number(process.env['RENDER_BENCH_VIEWER_ROWS'] ?? 6);
const BUILT_SERVER = path.resolve(__dirname, '../../dist/server/apps/server/src/main.js');
const TICKS_PER_SECOND = 100;

type Mode = 'cold' | 'warm';
interface Sample {
  readonly ms: number;
  readonly cpuMs: number;
}
interface Case {
  readonly name: string;
  readonly run: (runner: OfficeRunner, index: number) => Promise<void>;
}

/** utime+stime of a /proc/<pid>/stat, in ms, or null when the process is gone. */
function processCpuMs(pid: number | 'self'): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * CPU time of the processes whose command line names one of `markers` (the bench's directory and this process's
 * work directories: every sandbox, LibreOffice, pdftoppm and pdffonts run names a path below one), read from
 * /proc every 100 ms. A sandboxed run's CPU never
 * reaches this process's children's times (its PID namespace's init reaps it), hence the sampling; a process's
 * last <100 ms before it ends are missed, so the figures are a lower bound.
 */
class CpuSampler {
  private readonly last = new Map<number, number>();
  private readonly others = new Set<number>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly markers: readonly string[]) {
    this.timer = setInterval(() => this.sample(), 100);
    this.timer.unref();
  }

  /** CPU ms of the marked processes so far, by pid, with this process's own. */
  snapshot(): Map<number, number> {
    this.sample();
    return new Map([...this.last, [process.pid, processCpuMs('self') ?? 0]]);
  }

  /** CPU ms spent since `before` (a snapshot). */
  since(before: Map<number, number>): number {
    let total = 0;
    for (const [pid, cpu] of this.snapshot()) total += cpu - (before.get(pid) ?? 0);
    return total;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private sample(): void {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      const pid = Number(name);
      if (this.others.has(pid)) continue;
      if (!this.last.has(pid)) {
        let command = '';
        try {
          command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        } catch {
          continue;
        }
        if (!this.markers.some((marker) => command.includes(marker))) {
          this.others.add(pid);
          continue;
        }
      }
      const cpu = processCpuMs(pid);
      if (cpu !== null) this.last.set(pid, cpu);
    }
    // A pid may come back as one of ours: forget the others now and then.
    if (this.others.size > 5000) this.others.clear();
  }
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/** Objects in memory: what the row preview reads (the template) and writes (slides, manifest). */
function memoryStorage(): ObjectStorage {
  const objects = new Map<string, Buffer>();
  const storage = {
    exists: async (key: string) => objects.has(key),
    getStream: async (key: string) => Readable.from([objects.get(key) ?? Buffer.alloc(0)]),
    putStream: async (key: string, stream: Readable) => {
      objects.set(key, await buffer(stream));
      return {};
    },
    put: (key: string, bytes: Buffer) => objects.set(key, bytes),
  };
  return storage as unknown as ObjectStorage;
}

function cases(root: string, deckPath: string, deck: Uint8Array): Case[] {
  const storage = memoryStorage();
  (storage as unknown as { put: (key: string, bytes: Buffer) => void }).put(
    'templates/1/source.pptx',
    Buffer.from(deck),
  );
  const accessible = {
    find: async () => ({ template: { id: 1, storagePrefix: 'templates/1/' } }),
  } as unknown as AccessibleTemplates;
  const rpc = { call: async () => ({ watermark: false }) };
  const values = (index: number) => ({
    first_name: 'Ada',
    company: `Northwind Traders ${index}`,
    city: 'London',
    plan: 'Business',
    seats: '25',
    monthly_price: '€18',
    discount: '20%',
    annual_saving: '€1,080',
    hours_saved: '42',
    start_date: '1 March 2027',
    valid_until: '31 January 2027',
    account_manager: 'Maya Jensen',
  });
  let counter = 0;
  const workDir = async (): Promise<string> => {
    counter += 1;
    const dir = path.join(root, `run-${counter}`);
    await mkdir(dir);
    return dir;
  };
  return [
    {
      name: 'PDF (PdfConverter, 10 slides)',
      run: async (runner) => {
        const converter = new PdfConverter({ ...DEFAULT_PDF_OPTIONS, workRoot: root }, runner);
        const { pdf } = await converter.convert(deck, { owner: 'bench' });
        if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('no PDF');
      },
    },
    {
      name: 'first slide PNG (SlideRenderer)',
      run: async (runner) => {
        const renderer = new SlideRenderer({ ...DEFAULT_RENDERER_OPTIONS, maxSlides: 1 }, runner);
        const dir = await workDir();
        const slides = await renderer.render(deckPath, dir);
        if (slides.length !== 1) throw new Error(`${slides.length} slides drawn`);
        await rm(dir, { recursive: true, force: true });
      },
    },
    {
      name: 'row preview (RenderRowPreviewUseCase, 10 slides)',
      run: async (runner, index) => {
        const useCase = new RenderRowPreviewUseCase(
          accessible,
          new CompiledTemplates(storage),
          storage,
          new SlideRenderer(DEFAULT_RENDERER_OPTIONS, runner),
          new FairPool(1, 'previews'),
          rpc as never,
        );
        const reply = await useCase.execute({
          actorId: 1,
          templateId: 1,
          values: values(index),
          locale: 'en',
        } as never);
        if (reply.status !== 'ready' || reply.cached || reply.slides.length !== 10) {
          throw new Error(`row preview answered ${JSON.stringify(reply).slice(0, 200)}`);
        }
      },
    },
  ];
}

async function measure(
  work: Case,
  mode: Mode,
  runner: OfficeRunner,
  runs: number,
  cpu: CpuSampler,
  offset: number,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let index = 0; index < runs; index += 1) {
    const before = cpu.snapshot();
    const started = performance.now();
    await work.run(runner, offset + index);
    const ms = performance.now() - started;
    samples.push({ ms, cpuMs: cpu.since(before) });
    const load = loadavg()[0]?.toFixed(1) ?? '?';
    process.stdout.write(`  ${mode} ${work.name} #${index + 1}: ${seconds(ms)} (load ${load})\n`);
  }
  return samples;
}

function row(name: string, mode: string, samples: readonly Sample[]): string {
  const wall = samples.map((sample) => sample.ms);
  const cpu = samples.map((sample) => sample.cpuMs);
  return `| ${name} | ${mode} | ${samples.length} | ${seconds(percentile(wall, 50))} | ${seconds(percentile(wall, 95))} | ${seconds(percentile(cpu, 50))} |`;
}

/**
 * The viewer through a running product (`npm start`'s embedded mode, built): each of a batch's links opened
 * unseen and then cached, once with the warm pool (the product's default) and once with
 * `DECKMILL_OFFICE_WARM_INSTANCES=0` (LibreOffice started per deck) as the baseline.
 */
async function viewerLines(deck: Uint8Array): Promise<string[]> {
  if (!existsSync(BUILT_SERVER)) {
    return [`viewer: skipped, the product is not built (npm run build writes ${BUILT_SERVER})`];
  }
  const lines: string[] = [];
  const results: { mode: string; unseen: ViewerSample[]; cached: ViewerSample[] }[] = [];
  for (const [mode, env] of [
    ['cold', { DECKMILL_OFFICE_WARM_INSTANCES: '0' }],
    ['warm', {}],
  ] as const) {
    const product = await startEmbedded(env);
    try {
      const timings = await timeViewer(product, deck, VIEWER_ROWS, (kind, index, sample) =>
        process.stdout.write(
          `  ${mode} viewer ${kind} #${index + 1}: ${seconds(sample.ms)}, ${sample.slides} slides (load ${
            loadavg()[0]?.toFixed(1) ?? '?'
          })\n`,
        ),
      );
      results.push({ mode, unseen: [...timings.unseen], cached: [...timings.cached] });
    } finally {
      await product.stop();
    }
  }
  const wall = (samples: readonly ViewerSample[], p: number) =>
    percentile(
      samples.map((sample) => sample.ms),
      p,
    );
  for (const { mode, unseen, cached } of results) {
    const slides = unseen[0]?.slides ?? 0;
    lines.push(
      `| viewer: unseen ${slides}-slide deck, first slide | ${mode} | ${unseen.length} | ${seconds(wall(unseen, 50))} | ${seconds(wall(unseen, 95))} | |`,
      `| viewer: drawn deck, first slide | ${mode} | ${cached.length} | ${seconds(wall(cached, 50))} | ${seconds(wall(cached, 95))} | |`,
    );
  }
  const warm = results.find((result) => result.mode === 'warm');
  const cold = results.find((result) => result.mode === 'cold');
  if (warm && cold) {
    const unseen = wall(warm.unseen, 50);
    const cached = wall(warm.cached, 50);
    lines.push(
      `viewer target, unseen deck's first slide (median <= ${seconds(VIEWER_UNSEEN_MS)}): ` +
        `${unseen <= VIEWER_UNSEEN_MS ? 'met' : 'MISSED'} (median ${seconds(unseen)}, p95 ` +
        `${seconds(wall(warm.unseen, 95))}; cold LibreOffice median ${seconds(wall(cold.unseen, 50))})`,
      `viewer target, drawn deck's first slide (median <= ${seconds(VIEWER_CACHED_MS)}): ` +
        `${cached <= VIEWER_CACHED_MS ? 'met' : 'MISSED'} (median ${seconds(cached)}, p95 ` +
        `${seconds(wall(warm.cached, 95))})`,
    );
  }
  return lines;
}

async function main(): Promise<void> {
  if (!(await findExecutable('soffice'))) throw new Error('LibreOffice (soffice) is required');
  // Instances' start and restart lines would interleave with the progress lines.
  Logger.overrideLogger(['error']);
  const root = await mkdtemp(path.join(tmpdir(), 'deckmill-render-bench-'));
  const deck = repeatSlides(readFileSync(SAMPLE), 10);
  const deckPath = path.join(root, 'deck.pptx');
  await writeFile(deckPath, deck);
  const warm = new WarmOffice({
    ...DEFAULT_WARM_SETTINGS,
    documentsPerInstance: 10_000,
    idleMs: 10 * 60_000,
    soffice: 'soffice',
    sandbox: 'bwrap',
    memoryLimitBytes: DEFAULT_PDF_OPTIONS.memoryLimitBytes,
    workRoot: root,
    purpose: 'previews',
  });
  const lines: string[] = [];
  // The row preview makes its work directory in the system's temporary directory, as in the product.
  const cpu = new CpuSampler([root, `deckmill-previews-${process.pid}-`]);
  try {
    console.log(
      `render bench: load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
    let offset = 0;
    const viewerOnly = process.argv.includes('--viewer-only');
    for (const work of viewerOnly ? [] : cases(root, deckPath, deck)) {
      const cold = await measure(work, 'cold', convertToPdfOffline, COLD_RUNS, cpu, offset);
      offset += COLD_RUNS;
      // The first warm run starts the instance (the pool's own cold start, once per idle period).
      const first = await measure(work, 'warm', warm.convert, 1, cpu, offset);
      offset += 1;
      const steady = await measure(work, 'warm', warm.convert, WARM_RUNS, cpu, offset);
      offset += WARM_RUNS;
      lines.push(row(work.name, 'cold', cold), row(work.name, 'warm, first', first));
      lines.push(row(work.name, 'warm', steady));
      if (work.name.startsWith('row preview')) {
        const wall = steady.map((sample) => sample.ms);
        const median = percentile(wall, 50);
        const p95 = percentile(wall, 95);
        const met = median <= ROW_PREVIEW_MEDIAN_MS && p95 <= ROW_PREVIEW_P95_MS;
        lines.push(
          `row preview target (median <= ${seconds(ROW_PREVIEW_MEDIAN_MS)}, p95 <= ${seconds(ROW_PREVIEW_P95_MS)}): ` +
            `${met ? 'met' : 'MISSED'} (median ${seconds(median)}, p95 ${seconds(p95)}; cold median ` +
            `${seconds(
              percentile(
                cold.map((sample) => sample.ms),
                50,
              ),
            )})`,
        );
      }
    }
    if (!process.argv.includes('--no-viewer')) lines.push(...(await viewerLines(deck)));
    const pids = warm.pids;
    const idleFrom = cpu.snapshot();
    idleFrom.delete(process.pid);
    if (!viewerOnly) await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idleTo = cpu.snapshot();
    idleTo.delete(process.pid);
    let idleMs = 0;
    for (const [pid, spent] of idleTo) idleMs += spent - (idleFrom.get(pid) ?? 0);
    const idleCores = idleMs / (IDLE_SECONDS * 1000);
    console.log('\n| case | LibreOffice | runs | median | p95 | CPU median |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const line of lines.filter((text) => text.startsWith('|'))) console.log(line);
    console.log('');
    for (const line of lines.filter((text) => !text.startsWith('|'))) console.log(line);
    if (!viewerOnly) {
      console.log(
        `idle warm instance: ${idleCores.toFixed(4)} cores over ${IDLE_SECONDS} s (pids ${pids.join(', ')})`,
      );
    }
    console.log(
      `load average at the end ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    cpu.stop();
    await warm.close();
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
