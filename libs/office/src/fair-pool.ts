import { gauge, histogram } from '@deckmill/metrics';

const queueLength = gauge('deckmill_office_queue_length', 'LibreOffice jobs waiting for a slot, by pool', [
  'pool',
]);
const jobDuration = histogram(
  'deckmill_office_job_duration_seconds',
  'LibreOffice jobs by pool and phase: waiting for a slot (wait) and running (run)',
  ['pool', 'phase'],
  [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
);

/**
 * `waited-for`: someone waits on the answer (a row preview); such jobs go before background work. `idle`: work
 * nobody asked for yet (slides drawn ahead of a first view), run only when nothing else waits.
 */
export type PoolPriority = 'waited-for' | 'background' | 'idle';
const PRIORITIES: readonly PoolPriority[] = ['waited-for', 'background', 'idle'];

interface Waiting {
  readonly owner: string;
  readonly priority: PoolPriority;
  readonly start: () => void;
}

/**
 * A bounded pool that serves owners fairly: when a slot frees, the waiting job of the owner served least
 * recently runs next, so one user's fifty heavy decks cannot keep another user's single deck waiting
 * behind them. Within one owner, jobs run in arrival order. A job someone waits on (`waited-for`) goes before
 * every background job, fairly among its own kind: a user's row preview is not queued behind the slide previews
 * of the templates they just uploaded.
 */
export class FairPool {
  private running = 0;
  private tick = 0;
  private readonly waiting: Waiting[] = [];
  /** When each owner with waiting or running jobs was last served (absent: never). */
  private readonly lastServed = new Map<string, number>();
  private readonly active = new Map<string, number>();

  /** `pool` names the pool in metrics (pdf, previews). */
  constructor(
    readonly size: number,
    private readonly pool = 'libreoffice',
  ) {
    if (!Number.isInteger(size) || size < 1) throw new Error('a pool needs at least one slot');
  }

  /**
   * Runs `work` when a slot is free. `signal` aborting while the job still waits takes it out of the queue and
   * rejects with the signal's reason (a stopping worker hands its waiting jobs back instead of draining them);
   * once the work has started, it runs to its end.
   */
  run<T>(
    owner: string,
    work: () => Promise<T>,
    signal?: AbortSignal,
    priority: PoolPriority = 'background',
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      this.active.set(owner, (this.active.get(owner) ?? 0) + 1);
      const labels = { pool: this.pool };
      const waited = jobDuration.startTimer({ ...labels, phase: 'wait' });
      queueLength.inc(labels);
      const abandon = (): void => {
        const index = this.waiting.indexOf(job);
        if (index < 0) return;
        this.waiting.splice(index, 1);
        queueLength.dec(labels);
        this.release(owner);
        reject(signal?.reason);
      };
      const job: Waiting = {
        owner,
        priority,
        start: () => {
          signal?.removeEventListener('abort', abandon);
          queueLength.dec(labels);
          waited();
          const ran = jobDuration.startTimer({ ...labels, phase: 'run' });
          work()
            .then(resolve, reject)
            .finally(() => {
              ran();
              this.finish(owner);
            });
        },
      };
      signal?.addEventListener('abort', abandon, { once: true });
      this.waiting.push(job);
      this.dispatch();
    });
  }

  /** Jobs waiting for a slot (for tests and logs). */
  get queued(): number {
    return this.waiting.length;
  }

  private dispatch(): void {
    while (this.running < this.size && this.waiting.length > 0) {
      const index = this.nextIndex();
      const [job] = this.waiting.splice(index, 1);
      if (!job) return;
      this.running += 1;
      this.tick += 1;
      this.lastServed.set(job.owner, this.tick);
      job.start();
    }
  }

  // The first waiting job of the owner served longest ago; never-served owners first, by arrival. Jobs someone
  // waits on first, when any wait; idle ones last.
  private nextIndex(): number {
    const kind = PRIORITIES.find((level) => this.waiting.some((job) => job.priority === level));
    let best = 0;
    let bestServed = Infinity;
    const seen = new Set<string>();
    this.waiting.forEach((job, index) => {
      if (job.priority !== kind || seen.has(job.owner)) return;
      seen.add(job.owner);
      const served = this.lastServed.get(job.owner) ?? -1;
      if (served < bestServed) {
        best = index;
        bestServed = served;
      }
    });
    return best;
  }

  private finish(owner: string): void {
    this.running -= 1;
    this.release(owner);
    this.dispatch();
  }

  private release(owner: string): void {
    const left = (this.active.get(owner) ?? 1) - 1;
    if (left === 0) {
      this.active.delete(owner);
      this.lastServed.delete(owner);
    } else this.active.set(owner, left);
  }
}
