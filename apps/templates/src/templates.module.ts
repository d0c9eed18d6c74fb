import { Module } from '@nestjs/common';
import { LibraryModule } from './library/library.module';
import { PreviewsModule } from './previews/previews.module';

/** Templates: upload checks, the library, sharing with teams, and slide previews. */
@Module({ imports: [LibraryModule, PreviewsModule] })
export class TemplatesModule {}
