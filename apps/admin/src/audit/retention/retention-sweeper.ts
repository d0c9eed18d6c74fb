import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { PeriodicWork } from '@deckmill/server-kit';
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
  private readonly work: PeriodicWork;

  constructor(prune: PruneActivityUseCase, @Inject(ADMIN_OPTIONS) options: AdminOptions) {
    this.work = new PeriodicWork({
      name: 'Audit retention sweep',
      everyMs: retentionSettings(options).everyMs,
      logger: this.logger,
      pass: async () => {
        const deleted = await prune.execute();
        if (deleted > 0) this.logger.log(`Audit retention deleted ${deleted} entries`);
      },
    });
  }

  onApplicationBootstrap(): void {
    this.work.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.work.stop();
  }
}
