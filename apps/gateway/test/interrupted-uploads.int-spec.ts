import { Logger, type LoggerService } from '@nestjs/common';
import { TestClient, startTestStack, storedKeys, type TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { clientIp, signUpAs } from './support/accounts';
import { FORM_END, filePartHead, multipartHead, rawExchange, type Departure } from './support/raw-http';

/** The upload routes, with the file field each one reads. */
const ROUTES = [
  { name: 'template upload', path: '/api/app/templates', field: 'template[file]', fileName: 'deck.pptx' },
  {
    name: 'bulk_create',
    path: '/api/app/presentations/bulk_create',
    field: 'presentation[csv_file]',
    fileName: 'rows.csv',
  },
  {
    name: 'preflight',
    path: '/api/app/presentations/preflight',
    field: 'presentation[csv_file]',
    fileName: 'rows.csv',
  },
] as const;

const FILE_BYTES = Buffer.alloc(256 * 1024, 0x41);

/**
 * A form that stops inside its file part, or a client that leaves in the middle of an upload, used to raise an
 * unhandled 'error' on busboy's file stream and end the whole process. Each must now end that one request only.
 */
describe('an upload that never ends properly', () => {
  let stack: TestStack;
  let client: TestClient;

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['gateway', 'identity'] });
    client = new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
    await signUpAs(client, 'interrupted');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function expectServerStillServes(): Promise<void> {
    const health = await client.get('/api/health');
    expect(health.status).toBe(200);
    await eventually(
      async () =>
        (await storedKeys(stack, 'templates/')).length + (await storedKeys(stack, 'uploads/')).length === 0,
      'the partial upload to be removed from storage',
    );
  }

  describe.each(ROUTES)('on $name', (route) => {
    it('answers 422 when the form ends inside the file part', async () => {
      const body = Buffer.concat([filePartHead(route.field, route.fileName), FILE_BYTES]);
      const head = await multipartHead(client, route.path, body.length);
      const answer = await rawExchange(stack.baseUrl, head, [body], 'wait');
      expect(answer.status).toBe(422);
      expect(answer.text).toContain('The upload was interrupted');
      await expectServerStillServes();
    });

    it.each<Departure>(['half-close', 'destroy'])(
      'survives a client that leaves mid-body (%s)',
      async (departure) => {
        const body = Buffer.concat([filePartHead(route.field, route.fileName), FILE_BYTES]);
        const head = await multipartHead(client, route.path, body.length * 2 + FORM_END.length);
        await rawExchange(stack.baseUrl, head, [body], departure);
        await expectServerStillServes();
      },
    );

    it('survives a client that leaves right after the request head', async () => {
      const head = await multipartHead(client, route.path, 10_000);
      await rawExchange(stack.baseUrl, head, [], 'destroy');
      await expectServerStillServes();
    });
  });

  describe('what the log says about a client that leaves', () => {
    /** Nest's logger for the length of one test: every line with its level and arguments. */
    class RecordingLogger implements LoggerService {
      readonly lines: { level: string; text: string }[] = [];
      log = (...args: unknown[]) => this.record('log', args);
      error = (...args: unknown[]) => this.record('error', args);
      warn = (...args: unknown[]) => this.record('warn', args);
      debug = (...args: unknown[]) => this.record('debug', args);
      verbose = (...args: unknown[]) => this.record('verbose', args);
      private record(level: string, args: unknown[]): void {
        this.lines.push({ level, text: args.map(String).join(' ') });
      }
    }

    afterEach(() => {
      // The test stacks run with Nest's logger off; put that back for the next suite of the group.
      Logger.overrideLogger(false);
    });

    it('logs an upload the client reset at info, on one line, without a stack', async () => {
      const logger = new RecordingLogger();
      Logger.overrideLogger(logger);
      const body = Buffer.concat([filePartHead('template[file]', 'deck.pptx'), FILE_BYTES]);
      const head = await multipartHead(client, '/api/app/templates', body.length * 2 + FORM_END.length);
      await rawExchange(stack.baseUrl, head, [body], 'destroy');
      const aboutUpload = () =>
        logger.lines.filter((line) => line.level === 'error' || /upload|aborted/i.test(line.text));
      await eventually(() => aboutUpload().length > 0, 'a log line about the upload');
      expect(aboutUpload()).toEqual([
        { level: 'log', text: expect.stringMatching(/^[^\n]*\/api\/app\/templates[^\n]*$/) },
      ]);
      await expectServerStillServes();
    });
  });
});
