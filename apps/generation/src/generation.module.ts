import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { FieldCipher } from '@deckmill/database';
import { GenerationAdminModule } from './admin/generation-admin.module';
import { BatchesModule } from './batches/batches.module';
import { DatasetsModule } from './datasets/datasets.module';
import { DeliveryDispatchModule } from './delivery/delivery-dispatch.module';
import { NotificationsModule } from './notifications/notifications.module';
import { BatchCompletionModule } from './rendering/batch-completion.module';
import { RenderWorkerModule } from './rendering/render-worker.module';
import { RetentionModule } from './retention/retention.module';
import { SharingModule } from './sharing';
import { GENERATION_OPTIONS, RENDERS_CHUNKS, type GenerationOptions } from './generation.options';
import { RowCipher } from './shared/row-cipher';

/**
 * Which part of generation a process runs: `api` serves every request/reply and the light consumers
 * and sweeps (finalizer, conversion and mail outcomes, account deletion, the resume, reservation, delivery and
 * retention sweeps) and never renders; `worker` only renders chunks; `all` is both (embedded mode, `generation`).
 */
export type GenerationPart = 'all' | 'api' | 'worker';

const API_MODULES: readonly Type[] = [
  BatchesModule,
  DatasetsModule,
  NotificationsModule,
  GenerationAdminModule,
  RetentionModule,
  BatchCompletionModule,
  DeliveryDispatchModule,
  SharingModule,
];
const WORKER_MODULES: readonly Type[] = [RenderWorkerModule];

const MODULES_OF: Record<GenerationPart, readonly Type[]> = {
  all: [...API_MODULES, ...WORKER_MODULES],
  api: API_MODULES,
  worker: WORKER_MODULES,
};

/** Presentation batches: creation, the workers that render them, their notifications and their retention. */
@Module({})
export class GenerationModule {
  /**
   * The service (or one part of it) with its options; global so every module of the service can inject
   * GENERATION_OPTIONS.
   */
  static forRoot(options: GenerationOptions, part: GenerationPart = 'all'): DynamicModule {
    return {
      module: GenerationModule,
      global: true,
      imports: [...MODULES_OF[part]],
      providers: [
        { provide: GENERATION_OPTIONS, useValue: options },
        { provide: RENDERS_CHUNKS, useValue: part !== 'api' },
        { provide: RowCipher, useValue: new RowCipher(new FieldCipher(options.rowEncryptionKeys)) },
      ],
      exports: [GENERATION_OPTIONS, RENDERS_CHUNKS, RowCipher],
    };
  }
}
