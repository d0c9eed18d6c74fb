import type { TeamDetail, TeamListItem, TemplateDetail, TemplateListItem } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import {
  TestClient,
  acceptInvitationFromMail,
  invitationMailCount,
  startTestStack,
  type TestStack,
} from '@deckmill/server-harness';
import { clientIp, signUpAs } from './support/accounts';
import { PLACEHOLDER_DECK, fixture } from './support/decks';
import { uploadTemplate } from './support/upload';

interface Person {
  id: string;
  client: TestClient;
  email: string;
}

/** The same sharing rules with the real teams service (and billing for seats) instead of the stand-in. */
describe('templates shared through the real teams service', () => {
  let stack: TestStack;

  async function person(label: string): Promise<Person> {
    const client = new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
    const id = await signUpAs(client, label);
    // Team seats come with paid plans.
    await stack.app.get(RpcClient).call('billing.set-tier', { userId: id, tier: 'professional' });
    const session = await client.get<{ user: { email: string } }>('/api/session');
    return { id, client, email: session.body.user.email };
  }

  async function teamOf(
    admin: Person,
    members: Person[],
  ): Promise<{ team: TeamListItem; memberIds: number[] }> {
    const created = await admin.client.post<TeamListItem>('/api/app/teams', { team: { name: 'Marketing' } });
    if (created.status !== 201) throw new Error(`create team: ${created.status} ${created.text}`);
    const memberIds: number[] = [];
    for (const member of members) {
      const received = invitationMailCount(stack, member.email);
      const invited = await admin.client.post(`/api/app/teams/${created.body.short_id}/members`, {
        email: member.email,
        role: 'member',
      });
      if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${invited.text}`);
      // Nobody joins without accepting.
      await acceptInvitationFromMail(stack, member.client, member.email, received);
      const detail = await admin.client.get<TeamDetail>(`/api/app/teams/${created.body.short_id}`);
      const joined = detail.body.members.find((m) => m.user.email === member.email);
      if (!joined) throw new Error(`${member.email} did not join`);
      memberIds.push(joined.id);
    }
    return { team: created.body, memberIds };
  }

  async function detail(who: Person, id: number) {
    return who.client.get<TemplateDetail>(`/api/app/templates/${id}`);
  }

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  beforeAll(async () => {
    stack = await startTestStack({
      targets: ['gateway', 'identity', 'teams', 'billing', 'templates', 'mail'],
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('shares with a team the uploader belongs to and refuses one they do not', async () => {
    const [admin, member, stranger] = [
      await person('admin'),
      await person('member'),
      await person('stranger'),
    ];
    const { team } = await teamOf(admin, [member]);

    const refused = await uploadTemplate(stranger.client, fixture(PLACEHOLDER_DECK), 'a.pptx', {
      teamId: team.id,
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(['team_id']);

    const shared = await uploadTemplate(admin.client, fixture(PLACEHOLDER_DECK), 'Pitch.pptx', {
      teamId: team.id,
    });
    expect(shared.status).toBe(201);
    expect(shared.body.team_name).toBe('Marketing');
    const library = await member.client.get<{ templates: TemplateListItem[] }>('/api/app/templates');
    expect(library.body.templates.map((t) => [t.id, t.team_name])).toEqual([[shared.body.id, 'Marketing']]);
    expect((await detail(member, shared.body.id)).body.can_delete).toBe(false);
    expect((await detail(stranger, shared.body.id)).status).toBe(404);

    // The command menu's search: a shared template's name in any case, for the team only.
    const found = async (who: Person, search: string) =>
      (
        await who.client.get<{ templates: TemplateListItem[] }>(
          `/api/app/templates?search=${encodeURIComponent(search)}`,
        )
      ).body.templates.map((t) => t.id);
    expect(await found(member, shared.body.name.toUpperCase())).toEqual([shared.body.id]);
    expect(await found(admin, shared.body.name.slice(1, 4).toLowerCase())).toEqual([shared.body.id]);
    expect(await found(member, 'no such name')).toEqual([]);
    expect(await found(stranger, shared.body.name)).toEqual([]);
  });

  it("un-shares a member's templates when they are removed, and all of them when the team is deleted", async () => {
    const [admin, member] = [await person('admin'), await person('member')];
    const { team, memberIds } = await teamOf(admin, [member]);
    const byMember = await uploadTemplate(member.client, fixture(PLACEHOLDER_DECK), 'm.pptx', {
      teamId: team.id,
    });
    const byAdmin = await uploadTemplate(admin.client, fixture(PLACEHOLDER_DECK), 'a.pptx', {
      teamId: team.id,
    });

    const removed = await admin.client.delete(`/api/app/teams/${team.short_id}/members/${memberIds[0]}`);
    expect(removed.status).toBe(204);
    const private1 = await until(
      () => detail(member, byMember.body.id),
      (res) => res.body.team_id === null,
    );
    expect(private1.body.team_id).toBeNull();
    expect((await detail(admin, byMember.body.id)).status).toBe(404);
    expect((await detail(member, byAdmin.body.id)).status).toBe(404);

    expect((await admin.client.delete(`/api/app/teams/${team.short_id}`)).status).toBe(204);
    const private2 = await until(
      () => detail(admin, byAdmin.body.id),
      (res) => res.body.team_id === null,
    );
    expect(private2.body.team_name).toBeNull();
  });
});
