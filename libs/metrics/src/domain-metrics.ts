import { Counter, Gauge, Histogram, register, type Metric } from 'prom-client';

/**
 * The product's domain metrics (rows rendered, queue depth, outbox backlog, RPC latency, ...), kept in
 * prom-client's process-wide registry so any library can record them without a Nest provider; the
 * /metrics endpoint (server-kit's Metrics) serves them beside its own. A metric is created once per process
 * and shared: embedded mode and tests run several apps in one process.
 */
export const domainRegistry = register;

function existing<M extends Metric>(name: string): M | undefined {
  return domainRegistry.getSingleMetric(name) as M | undefined;
}

export function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return existing<Counter<L>>(name) ?? new Counter({ name, help, labelNames, registers: [domainRegistry] });
}

/** A gauge moved by inc/dec where things happen (a queue's length), shared by every instance in the process. */
export function gauge<L extends string>(name: string, help: string, labelNames: readonly L[]): Gauge<L> {
  return existing<Gauge<L>>(name) ?? new Gauge({ name, help, labelNames, registers: [domainRegistry] });
}

export function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
): Histogram<L> {
  return (
    existing<Histogram<L>>(name) ??
    new Histogram({ name, help, labelNames, buckets, registers: [domainRegistry] })
  );
}

/** One reading of a sampled gauge: its labels and value. */
export interface Sample<L extends string> {
  readonly labels: Partial<Record<L, string>>;
  readonly value: number;
}

/** A source of readings, asked at each scrape (a bus for its consumers' depth, an outbox for its backlog). */
export type SampleSource<L extends string> = () => Promise<readonly Sample<L>[]> | readonly Sample<L>[];

const sources = new Map<string, Set<SampleSource<string>>>();

/** How long a scrape waits for one source before it leaves its series out. */
const SOURCE_TIMEOUT_MS = 1_500;

function withTimeout(read: SampleSource<string>): Promise<readonly Sample<string>[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<readonly Sample<string>[]>((resolve) => {
    timer = setTimeout(() => resolve([]), SOURCE_TIMEOUT_MS);
    timer.unref();
  });
  const reading = Promise.resolve()
    .then(read)
    .catch(() => []);
  return Promise.race([reading, late]).finally(() => clearTimeout(timer));
}

/**
 * A gauge read at scrape time from every live source that registered for it; returns the unregister
 * function (call it on shutdown). A source that fails is skipped: a scrape never fails for one.
 */
export function sampledGauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  source: SampleSource<L>,
): () => void {
  let registered = sources.get(name);
  if (!registered) {
    const live = new Set<SampleSource<string>>();
    registered = live;
    sources.set(name, live);
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [domainRegistry],
      async collect() {
        // All sources at once, each given SOURCE_TIMEOUT_MS: a source that waits on a dependency that is away
        // (JetStream's API during a NATS outage) must not make the whole scrape time out.
        const readings = await Promise.all([...live].map((read) => withTimeout(read)));
        this.reset();
        for (const samples of readings) {
          for (const sample of samples) this.set(sample.labels as Partial<Record<L, string>>, sample.value);
        }
      },
    });
  }
  const entry = source as SampleSource<string>;
  registered.add(entry);
  return () => void registered.delete(entry);
}
