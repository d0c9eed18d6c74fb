import { Module } from '@nestjs/common';
import { TemplatesAdminModule } from './admin/templates-admin.module';
import { LibraryModule } from './library/library.module';
import { PreviewsModule } from './previews/previews.module';

/** Templates: upload checks, the library, sharing with teams, and slide previews. */
@Module({ imports: [LibraryModule, PreviewsModule, TemplatesAdminModule] })
export class TemplatesModule {}
