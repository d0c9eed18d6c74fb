import type { TestStack } from '@deckmill/server-harness';
import { TEST_ROW_ENCRYPTION_KEYS } from '@deckmill/testing';

/**
 * The environment of a generation process run beside a test stack: its NATS namespace, database, S3 bucket and
 * row key, so the child handles the stack's jobs and opens the rows the stack's gateway sealed.
 */
export function workerEnvironment(stack: TestStack, concurrency: number): NodeJS.ProcessEnv {
  const s3 = stack.s3;
  if (!s3) throw new Error('the stack has no S3 server');
  return {
    NATS_URL: process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222',
    WORKER_NATS_NAMESPACE: stack.namespace,
    DATABASE_URL: process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_REGION: s3.region,
    S3_BUCKET: stack.namespace.toLowerCase().replace(/_/g, '-').slice(0, 60),
    GENERATION_CONCURRENCY: String(concurrency),
    ROW_ENCRYPTION_KEYS: TEST_ROW_ENCRYPTION_KEYS,
  };
}
