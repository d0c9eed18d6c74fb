import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { PeriodicWork } from '@deckmill/server-kit';
import { EndSilentShareViewsUseCase } from './use-cases/end-silent-share-views/end-silent-share-views.use-case';

/** How often every process ends the views that fell silent (a silent view ends at most this late). */
export const SHARE_VIEW_SWEEP_EVERY_MS = 60_000;

/**
 * Ends silent views at start-up and then every minute, in every process that runs generation's API part
 * (embedded and distributed alike). Replicas may overlap: views are claimed with SKIP LOCKED and end once.
 */
@Injectable()
export class ShareViewSweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly work: PeriodicWork;

  constructor(endSilent: EndSilentShareViewsUseCase) {
    this.work = new PeriodicWork({
      name: 'Share view sweep',
      everyMs: SHARE_VIEW_SWEEP_EVERY_MS,
      logger: new Logger(ShareViewSweep.name),
      pass: async () => {
        await endSilent.execute();
      },
    });
  }

  onApplicationBootstrap(): void {
    this.work.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.work.stop();
  }

  /** One pass after the one under way; resolves when it is done. */
  pass(): Promise<void> {
    return this.work.runNow();
  }
}
