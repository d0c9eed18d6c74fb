import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { PeriodicWork } from '@deckmill/server-kit';
import { ReleaseAbandonedReservationsUseCase } from './use-cases/release-abandoned-reservations/release-abandoned-reservations.use-case';

/** How often every process looks for abandoned reservations (each pass is one indexed query when none). */
const SWEEP_EVERY_MS = 60_000;

/** Runs the reservation sweep at start-up and then every minute; replicas may overlap, the sweep is idempotent. */
@Injectable()
export class ReservationSweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly work: PeriodicWork;

  constructor(release: ReleaseAbandonedReservationsUseCase) {
    this.work = new PeriodicWork({
      name: 'Reservation sweep',
      everyMs: SWEEP_EVERY_MS,
      logger: new Logger(ReservationSweep.name),
      pass: () => release.execute(),
    });
  }

  onApplicationBootstrap(): void {
    this.work.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.work.stop();
  }
}
