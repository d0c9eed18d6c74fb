import { Module, type DynamicModule } from '@nestjs/common';
import { TemplatesAdminModule } from './admin/templates-admin.module';
import { LibraryModule } from './library/library.module';
import { PreviewsModule } from './previews/previews.module';
import { TEMPLATES_OPTIONS, type TemplatesOptions } from './templates.options';

/** Templates: upload checks, the library, sharing with teams, and slide previews. */
@Module({ imports: [LibraryModule, PreviewsModule, TemplatesAdminModule] })
export class TemplatesModule {
  /** The service with its options; global so every module of the service can inject TEMPLATES_OPTIONS. */
  static forRoot(options: TemplatesOptions): DynamicModule {
    return {
      module: TemplatesModule,
      global: true,
      providers: [{ provide: TEMPLATES_OPTIONS, useValue: options }],
      exports: [TEMPLATES_OPTIONS],
    };
  }
}
