import { Module } from '@nestjs/common';
import { GenerationAdminModule } from './admin/generation-admin.module';
import { BatchesModule } from './batches/batches.module';
import { NotificationsModule } from './notifications/notifications.module';
import { RenderingModule } from './rendering/rendering.module';

/** Presentation batches: creation, the workers that render them, and their notifications. */
@Module({ imports: [BatchesModule, RenderingModule, NotificationsModule, GenerationAdminModule] })
export class GenerationModule {}
