import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** OpenAPI 3 document generated from the controllers, at /api/openapi.json, with interactive docs at /api/docs. */
export function mountOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Deckmill API')
    .setDescription(
      'Fill PowerPoint templates with CSV rows. Browser sessions use the session cookie plus the X-CSRF-Token ' +
        'header; automation uses an API key as a Bearer token. Errors: { errors: { field: [message] }, error }.',
    )
    .setVersion('1')
    .addCookieAuth('dm_session')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/openapi.json' });
}
