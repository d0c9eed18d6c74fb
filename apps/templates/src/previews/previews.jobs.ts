import { Inject, Injectable, Logger, Optional, type OnModuleInit } from '@nestjs/common';
import { OnJob, type DeliveryControl, type JobDelivery } from '@deckmill/messaging';
import { sandboxSupport, sweepOrphanedWorkDirs } from '@deckmill/office';
import { HealthRegistry } from '@deckmill/server-kit';
import { RenderPreviewsUseCase } from './use-cases/render-previews/render-previews.use-case';
import { TEMPLATES_OPTIONS, type TemplatesOptions } from '../templates.options';

/** LibreOffice may take a while on a big deck: tell the broker the job is alive more often than ackWait. */
const HEARTBEAT_MS = 10_000;
/**
 * Jobs taken from the queue at once. They wait for the previews pool (`FairPool`, one LibreOffice at a
 * time by default), which picks among them by owner: the window is what lets a later owner's job overtake.
 * On stop, the ones still waiting are handed back to the broker.
 */
const WINDOW = 32;

/** The preview worker, off the upload's path. */
@Injectable()
export class PreviewsJobs implements OnModuleInit {
  private readonly logger = new Logger(PreviewsJobs.name);

  constructor(
    private readonly renderPreviews: RenderPreviewsUseCase,
    @Inject(TEMPLATES_OPTIONS) private readonly options: TemplatesOptions,
    @Optional() private readonly health?: HealthRegistry,
  ) {}

  /** Before the messaging module starts the consumer (at application bootstrap). */
  async onModuleInit(): Promise<void> {
    const swept = await sweepOrphanedWorkDirs();
    if (swept > 0) this.logger.warn(`removed ${swept} preview work directories left by processes that died`);
    void sandboxSupport(this.options.previews.sandbox); // probed and logged at start, not at the first upload
    // Still healthy without the sandbox, but the service's health check says so.
    this.health?.register('previews-sandbox', async () => {
      const support = await sandboxSupport(this.options.previews.sandbox);
      return support.kind === 'bwrap'
        ? undefined
        : `LibreOffice runs without a file system sandbox (${support.kind}): ${support.reason ?? ''}`;
    });
  }

  @OnJob('templates.render-previews', {
    durable: 'templates-previews',
    // Render failures are settled inside the job (renderSafely); a delivery handed back on stop counts as one, and
    // a rolling restart may hand the same job back from each process in turn.
    maxDeliver: 8,
    ackWaitMs: 30_000,
    concurrency: WINDOW,
    heartbeatMs: HEARTBEAT_MS,
  })
  async render({ data }: JobDelivery<'templates.render-previews'>, control: DeliveryControl): Promise<void> {
    // A stop hands back the jobs still waiting for LibreOffice (redelivered at once), so a stopping process
    // waits only for the render in progress, not for the whole window.
    await this.renderPreviews.execute({ ...data, signal: control.signal });
  }
}
