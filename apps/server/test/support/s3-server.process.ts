import { startS3Server } from '@deckmill/testing';

/**
 * An S3 server (s3rver) in a process of its own, as MinIO is in production: its work on a large upload is
 * then not the event loop of the stack it serves. Prints `S3 <json>` with what a client needs; stops on SIGTERM.
 */
void startS3Server().then((s3) => {
  const { stop, ...connection } = s3;
  console.log(`S3 ${JSON.stringify(connection)}`);
  process.once('SIGTERM', () => void stop().then(() => process.exit(0)));
});
