import { Module } from '@nestjs/common';
import { ActivityGatewayModule } from '../activity';
import { SignedFilesController } from './signed-files.controller';
import { RowPreviewsController } from './row-previews.controller';
import { TemplatesController } from './templates.controller';
import { TemplateUploadController } from './template-upload.controller';

@Module({
  imports: [ActivityGatewayModule],
  controllers: [TemplateUploadController, TemplatesController, RowPreviewsController, SignedFilesController],
})
export class TemplatesGatewayModule {}
