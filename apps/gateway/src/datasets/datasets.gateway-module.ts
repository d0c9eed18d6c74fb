import { Module } from '@nestjs/common';
import { DatasetsController } from './datasets.controller';

/** Data files uploaded once (docs/data-files.md, "Datasets"). */
@Module({ controllers: [DatasetsController] })
export class DatasetsGatewayModule {}
