/** Bounds how many deliveries a worker handles at once and lets stop() wait for the running ones. */
export class InFlight {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly limit: number) {}

  get hasSlot(): boolean {
    return this.running.size < this.limit;
  }

  /** `work` must not reject: handlers' errors are settled, never thrown, by the caller. */
  track(work: Promise<void>): void {
    const tracked = work.finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}
