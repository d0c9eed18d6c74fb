import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { buildV1OpenApi } from './v1-openapi';

/** GET /api/v1/openapi.json: public, like the rest of the documentation (no key needed to read it). */
@ApiExcludeController()
@Controller('api/v1')
export class V1OpenApiController {
  private readonly document = buildV1OpenApi();

  @Get('openapi.json')
  openapi(): Record<string, unknown> {
    return this.document;
  }
}
