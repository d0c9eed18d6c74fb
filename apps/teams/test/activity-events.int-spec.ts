import { RpcClient } from '@deckmill/messaging';
import { TestClient, recordEvents, type TestStack } from '@deckmill/server-harness';
import { createTeam, signUpWith, startTeamsStack, uniqueEmail } from './teams-stack';

/** An invitation is announced for the audit trail, with who invited and from where. */
describe('member.invited', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTeamsStack();
  });

  afterAll(async () => {
    await stack.stop();
  });

  it('is published once the invitation committed, carrying the inviting admin, address and user agent', async () => {
    const invited = await recordEvents(stack, 'member.invited');
    // The admin's browser, from a known address and user agent (the stack trusts loopback's X-Forwarded-For).
    const client = new TestClient(stack.baseUrl, {
      'x-forwarded-for': '10.200.1.7',
      'user-agent': 'AuditSpec/2.0',
    });
    const adminEmail = uniqueEmail('inviter');
    const adminId = await signUpWith(client, adminEmail, 'Inviting Admin');
    await stack.app.get(RpcClient).call('billing.set-tier', { userId: adminId, tier: 'professional' });
    const admin = { client, id: adminId, email: adminEmail, name: 'Inviting Admin' };
    const team = await createTeam(admin, 'Compliance');
    const email = uniqueEmail('invitee');
    const res = await client.post(`/api/app/teams/${team.short_id}/members`, { email, role: 'admin' });
    expect(res.status).toBe(201);

    const event = await invited.waitFor((data) => data.email === email);
    expect(event.data).toMatchObject({ role: 'admin', invitedBy: adminId, invitationId: expect.any(String) });
    expect(event.context).toMatchObject({
      actor: { kind: 'user', userId: adminId, email: adminEmail },
      ip: '10.200.1.7',
      userAgent: 'AuditSpec/2.0',
    });
    // A refused invitation (already invited) commits nothing and announces nothing.
    const again = await client.post(`/api/app/teams/${team.short_id}/members`, { email });
    expect(again.status).toBe(422);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(invited.events.filter((recorded) => recorded.data.email === email)).toHaveLength(1);
    await invited.stop();
  });
});
