import { RpcClient } from '@deckmill/messaging';
import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { clientIp, register, uniqueEmail } from './account-helpers';

interface SessionBody {
  user: null | {
    id: string;
    subscription_tier: string;
    current_month_usage: number;
    usage_limit: number | null;
  };
}

describe('the session with billing running', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['gateway', 'identity', 'billing'], s3: false });
  });

  afterAll(async () => {
    await stack.stop();
  });

  it("reads this month's usage and limit from billing", async () => {
    const browser = new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
    await register(browser, uniqueEmail());
    const before = await browser.get<SessionBody>('/api/session');
    expect(before.body.user).toMatchObject({
      subscription_tier: 'free',
      current_month_usage: 0,
      usage_limit: 10,
    });
    const userId = before.body.user?.id ?? '';
    await stack.app.get(RpcClient).call('billing.reserve', { userId, rows: 3, batchId: 'batch-1' });
    const after = await browser.get<SessionBody>('/api/session');
    expect(after.body.user).toMatchObject({ current_month_usage: 3, usage_limit: 10 });
  });
});
