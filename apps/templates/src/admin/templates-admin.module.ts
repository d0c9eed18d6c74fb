import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Template } from '../library';
import { TemplatesAdminRpcController } from './templates-admin.rpc-controller';
import { AdminGetTemplateUseCase } from './use-cases/get-template/get-template.use-case';
import { AdminListTemplatesUseCase } from './use-cases/list-templates/list-templates.use-case';
import { AdminTemplateStatsUseCase } from './use-cases/template-stats/template-stats.use-case';

/** Read-only queries over every template for the admin service. */
@Module({
  imports: [TypeOrmModule.forFeature([Template])],
  controllers: [TemplatesAdminRpcController],
  providers: [AdminTemplateStatsUseCase, AdminListTemplatesUseCase, AdminGetTemplateUseCase],
})
export class TemplatesAdminModule {}
