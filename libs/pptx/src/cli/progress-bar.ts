import type { WriteStream } from 'node:tty';

const WIDTH = 30;
const REDRAW_MS = 100;

/** A one-line progress bar, drawn only on a terminal so logs and pipes stay clean. */
export class ProgressBar {
  private lastDraw = 0;

  constructor(
    private readonly output: NodeJS.WriteStream | WriteStream,
    private readonly total: number,
  ) {}

  update(done: number): void {
    if (!this.output.isTTY) return;
    const now = Date.now();
    if (done < this.total && now - this.lastDraw < REDRAW_MS) return;
    this.lastDraw = now;
    const filled = Math.round((done / Math.max(1, this.total)) * WIDTH);
    this.output.write(`\r[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done}/${this.total} rows`);
  }

  finish(): void {
    if (this.output.isTTY) this.output.write('\n');
  }
}
