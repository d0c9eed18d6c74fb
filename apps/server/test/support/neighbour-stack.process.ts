import { startTestStack } from '@deckmill/server-harness';

/**
 * A test stack (every service, over the machine's PostgreSQL and NATS JetStream) in a process of its own, so
 * that the test's clients measure its answers and not their own work. Reads the S3 server (NEIGHBOUR_S3, JSON),
 * the SMTP server (NEIGHBOUR_SMTP_URL) and the operator's address (NEIGHBOUR_ADMIN_EMAIL) from the environment;
 * prints `STACK <baseUrl>` once it listens; stops on SIGTERM.
 */
async function main(): Promise<void> {
  const s3 = JSON.parse(process.env['NEIGHBOUR_S3'] ?? '{}') as {
    endpoint: string;
    accessKey: string;
    secretKey: string;
    region: string;
  };
  const adminEmail = process.env['NEIGHBOUR_ADMIN_EMAIL'];
  const stack = await startTestStack({
    s3Server: { ...s3, stop: async () => undefined },
    modules: {
      identity: { adminEmail },
      admin: { adminEmail },
      mail: {
        appUrl: 'http://localhost',
        target: {
          kind: 'smtp',
          url: process.env['NEIGHBOUR_SMTP_URL'] ?? '',
          from: 'Deckmill <no-reply@deckmill.test>',
        },
      },
    },
  });
  console.log(`STACK ${stack.baseUrl}`);
  process.once('SIGTERM', () => void stack.stop().then(() => process.exit(0)));
}

void main();
