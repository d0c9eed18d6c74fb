// A generation worker in its own process: the service's module over the platform's modules, as
// `main.js --target=generation` assembles it in distributed mode, but joined to a test stack's NATS namespace,
// schemas and bucket (passed in the environment by the test, which kills it with SIGKILL).
import 'reflect-metadata';
import { Global, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DatabaseModule, openDatabase } from '@deckmill/database';
import { GenerationModule, generationDatabase } from '@deckmill/generation-service';
import { MessagingModule, startRpcTransport, type MessagingModuleOptions } from '@deckmill/messaging';
import { PLATFORM_SETTINGS, ServerKitModule, type PlatformSettings } from '@deckmill/server-kit';
import { StorageModule } from '@deckmill/storage';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--target=generation')) throw new Error('Run with --target=generation');
  const messaging: MessagingModuleOptions = {
    mode: 'distributed',
    natsUrl: required('NATS_URL'),
    namespace: required('WORKER_NATS_NAMESPACE'),
    rpcTimeoutMs: 15_000,
  };
  const settings: PlatformSettings = {
    mode: 'distributed',
    appUrl: 'http://localhost',
    secret: 'test-secret-that-is-long-enough-for-signing-0123456789',
    mail: { kind: 'log', from: 'Deckmill <no-reply@deckmill.test>' },
    generationConcurrency: Number(process.env['GENERATION_CONCURRENCY'] ?? 2),
  };

  @Global()
  @Module({ providers: [{ provide: PLATFORM_SETTINGS, useValue: settings }], exports: [PLATFORM_SETTINGS] })
  class SettingsModule {}

  @Module({
    imports: [
      SettingsModule,
      ServerKitModule,
      MessagingModule.forRoot(messaging),
      DatabaseModule.forRoot(() =>
        openDatabase({
          connection: { kind: 'url', url: required('DATABASE_URL') },
          services: [generationDatabase],
          migrate: false,
        }),
      ),
      StorageModule.forRoot({
        driver: 's3',
        endpoint: required('S3_ENDPOINT'),
        accessKey: required('S3_ACCESS_KEY'),
        secretKey: required('S3_SECRET_KEY'),
        region: required('S3_REGION'),
        bucket: required('S3_BUCKET'),
      }),
      GenerationModule,
    ],
  })
  class GenerationWorkerModule {}

  const app = await NestFactory.create(GenerationWorkerModule, { logger: false, bodyParser: false });
  await startRpcTransport(app, messaging);
  await app.listen(0, '127.0.0.1');
  process.stdout.write('generation worker ready\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`generation worker failed: ${String(error)}\n`);
  process.exit(1);
});
