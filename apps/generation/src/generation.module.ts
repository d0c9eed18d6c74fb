import { Module, type DynamicModule } from '@nestjs/common';
import { GenerationAdminModule } from './admin/generation-admin.module';
import { BatchesModule } from './batches/batches.module';
import { NotificationsModule } from './notifications/notifications.module';
import { RenderingModule } from './rendering/rendering.module';
import { FieldCipher } from '@deckmill/database';
import { RetentionModule } from './retention/retention.module';
import { GENERATION_OPTIONS, type GenerationOptions } from './generation.options';
import { RowCipher } from './shared/row-cipher';

/** Presentation batches: creation, the workers that render them, their notifications and their retention. */
@Module({
  imports: [BatchesModule, RenderingModule, NotificationsModule, GenerationAdminModule, RetentionModule],
})
export class GenerationModule {
  /** The service with its options; global so every module of the service can inject GENERATION_OPTIONS. */
  static forRoot(options: GenerationOptions): DynamicModule {
    return {
      module: GenerationModule,
      global: true,
      providers: [
        { provide: GENERATION_OPTIONS, useValue: options },
        { provide: RowCipher, useValue: new RowCipher(new FieldCipher(options.rowEncryptionKeys)) },
      ],
      exports: [GENERATION_OPTIONS, RowCipher],
    };
  }
}
