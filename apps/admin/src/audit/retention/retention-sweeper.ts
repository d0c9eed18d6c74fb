import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ADMIN_OPTIONS, type AdminOptions } from '../../admin.options';
import { PruneActivityUseCase } from '../use-cases/prune-activity/prune-activity.use-case';
import { retentionSettings } from './retention-settings';

/**
 * Prunes the audit trail under each plan's retention at start-up and then hourly, in every process that runs
 * the admin service; replicas' passes take turns per chain (the chain's head is locked), so they never overlap.
 */
@Injectable()
export class RetentionSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RetentionSweeper.name);
  private readonly everyMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private busy = false;

  constructor(
    private readonly prune: PruneActivityUseCase,
    @Inject(ADMIN_OPTIONS) options: AdminOptions,
  ) {
    this.everyMs = retentionSettings(options).everyMs;
  }

  onApplicationBootstrap(): void {
    if (this.everyMs <= 0) return;
    this.pass();
    this.timer = setInterval(() => this.pass(), this.everyMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Starts a pass unless one is still running. */
  private pass(): void {
    if (this.busy) return;
    this.busy = true;
    this.running = this.prune.execute().then(
      (deleted) => {
        if (deleted > 0) this.logger.log(`Audit retention deleted ${deleted} entries`);
      },
      (error: unknown) => this.logger.error(`Audit retention sweep failed: ${String(error)}`),
    );
    void this.running.finally(() => {
      this.busy = false;
    });
  }
}
