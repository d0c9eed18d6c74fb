import { TestClient, startTestStack, uploadedFiles, type TestStack } from '@deckmill/server-harness';
import { clientIp, signUpAs } from './support/accounts';
import { PLACEHOLDER_DECK, fixture } from './support/decks';
import { uploadTemplate } from './support/upload';

/** The gateway streams the upload before any service sees it: when none answers, it removes the file itself. */
describe('an upload while the templates service is down', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['gateway', 'identity'] });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('answers 503 and leaves no object behind', async () => {
    const client = new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
    await signUpAs(client, 'lonely');
    const res = await uploadTemplate(client, fixture(PLACEHOLDER_DECK), 'deck.pptx');
    expect(res.status).toBe(503);
    // The gateway's answer to a call nobody serves, body as it has always been.
    expect(res.body).toEqual({ errors: {}, error: 'No service answers templates.create' });
    expect(await uploadedFiles(stack)).toEqual([]);
  });
});
