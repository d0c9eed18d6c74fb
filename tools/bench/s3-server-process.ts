// The S3 stand-in (s3rver) in a process of its own, so bench:scale can read its CPU from /proc: prints its
// endpoint and keys as one JSON line on stdout, and stops (removing its directory) on SIGTERM or SIGINT.
import { startS3Server } from '@deckmill/testing';

async function main(): Promise<void> {
  const s3 = await startS3Server();
  const { endpoint, accessKey, secretKey, region } = s3;
  process.stdout.write(`${JSON.stringify({ endpoint, accessKey, secretKey, region })}\n`);
  const stop = () => {
    s3.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`S3 server failed: ${String(error)}\n`);
  process.exit(1);
});
