import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ReleaseAbandonedReservationsUseCase } from './use-cases/release-abandoned-reservations/release-abandoned-reservations.use-case';

/** How often every process looks for abandoned reservations (each pass is one indexed query when none). */
const SWEEP_EVERY_MS = 60_000;

/** Runs the reservation sweep at start-up and then every minute; replicas may overlap, the sweep is idempotent. */
@Injectable()
export class ReservationSweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ReservationSweep.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly release: ReleaseAbandonedReservationsUseCase) {}

  onApplicationBootstrap(): void {
    this.pass();
    this.timer = setInterval(() => this.pass(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private pass(): void {
    this.running = this.running
      .then(() => this.release.execute())
      .then(
        () => undefined,
        (error: unknown) => this.logger.error(`Reservation sweep failed: ${String(error)}`),
      );
  }
}
