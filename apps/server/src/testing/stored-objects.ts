import { Client } from 'minio';
import type { TestStack } from './test-stack';

/** Every object key in the stack's bucket under `prefix`, read straight from the S3 server. */
export async function storedKeys(stack: TestStack, prefix = ''): Promise<string[]> {
  const s3 = stack.s3;
  if (!s3) throw new Error('the stack runs without S3');
  const url = new URL(s3.endpoint);
  const client = new Client({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: s3.region,
    pathStyle: true,
  });
  const bucket = stack.namespace.toLowerCase().replace(/_/g, '-').slice(0, 60);
  const keys: string[] = [];
  for await (const item of client.listObjectsV2(bucket, prefix, true)) {
    if (typeof item.name === 'string') keys.push(item.name);
  }
  return keys.sort();
}

/**
 * Every template source file in the bucket. Rejection tests compare these before and after: previews of
 * earlier uploads may land meanwhile, but a refused upload must leave no file.
 */
export async function uploadedFiles(stack: TestStack): Promise<string[]> {
  return (await storedKeys(stack, 'templates/')).filter((key) => key.endsWith('/source.pptx'));
}
