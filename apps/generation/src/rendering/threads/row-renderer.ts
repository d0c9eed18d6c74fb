import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { DEFAULT_LIMITS, type RenderedDeck } from '@deckmill/pptx';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { GENERATION_OPTIONS, type GenerationOptions } from '../../generation.options';
import { BATCH_DEFLATE_LEVEL, readObject, TEMPLATE_CACHE_BYTES } from '../../shared';
import { RenderThreads, type ThreadedRow } from './render-threads';

/**
 * Renders a batch's rows: on RENDER_THREADS threads beside the main thread when the process has them (embedded
 * mode, where the main thread also serves, queries and stores), else on the caller's thread.
 */
@Injectable()
export class RowRenderer implements OnModuleDestroy {
  private readonly logger = new Logger(RowRenderer.name);
  private readonly threads: RenderThreads;

  constructor(
    @Inject(OBJECT_STORAGE) storage: ObjectStorage,
    @Inject(GENERATION_OPTIONS) options: GenerationOptions,
  ) {
    const threads = options.renderThreads ?? 0;
    this.threads = new RenderThreads({
      threads,
      // Each thread keeps as many templates as the main thread's cache does: with less, two batches of
      // different templates interleaved on a thread made it compile them again at every switch.
      templateBudgetBytes: TEMPLATE_CACHE_BYTES,
      deflateLevel: BATCH_DEFLATE_LEVEL,
      readTemplate: (key) => readObject(storage, key, DEFAULT_LIMITS.maxFileBytes),
      onThreadEnd: ({ died, givenUp, reason }) => {
        if (!died) return;
        this.logger.warn(
          `A render thread ended unasked (${reason ?? 'it exited'}); its rows, if any, are rendered on the main thread` +
            (givenUp ? ', as every row is from now on.' : '.'),
        );
      },
    });
  }

  /** Render threads running now (tests and diagnostics). */
  get threadsRunning(): number {
    return this.threads.running;
  }

  render(row: ThreadedRow): Promise<RenderedDeck> {
    return this.threads.render(row);
  }

  /** The deck is stored (or will not be): a thread's buffer goes back to it. */
  recycle(deck: RenderedDeck): void {
    this.threads.recycle(deck);
  }

  onModuleDestroy(): Promise<void> {
    return this.threads.stop();
  }
}
