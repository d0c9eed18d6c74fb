import type { PresentationDetail } from '@deckmill/api-contracts';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { eventually } from './support/eventually';
import { bulkCreate, download, newUser, waitForStatus, type TestUser } from './support/generation-helpers';
import { sampleCsv } from './support/sample-deck';
import {
  createTeam,
  joinTeam,
  removeFromTeam,
  uploadTeamTemplate,
  type TestTeam,
} from './support/team-helpers';

/** The status each route of a batch answers the user: detail, one deck, the ZIP. */
async function answers(user: TestUser, detail: PresentationDetail): Promise<number[]> {
  const paths = [
    `/api/app/presentations/${detail.id}`,
    detail.rows[0]?.download_url ?? '',
    detail.download_url ?? '',
  ];
  return Promise.all(paths.map(async (path) => (await download(user, path)).status));
}

describe('generation: who may see a batch follows the template’s team as it is now', () => {
  let stack: TestStack;
  let admin: TestUser;
  let team: TestTeam;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await newUser(stack);
    team = await createTeam(admin);
  });

  afterAll(() => stack.stop());

  it('gives access to a member while they are in the team: removed loses it, added again regains it', async () => {
    const member = await newUser(stack);
    await joinTeam(admin, team, member);
    const templateId = await uploadTeamTemplate(admin, team);
    const created = await bulkCreate(admin, { templateId, csv: sampleCsv(2) });
    expect(created.status).toBe(201);
    const detail = await waitForStatus(admin, created.body.id);
    expect(await answers(member, detail)).toEqual([200, 200, 200]);

    await removeFromTeam(admin, team, member);
    expect(await answers(member, detail)).toEqual([404, 404, 404]);
    expect(await answers(admin, detail)).toEqual([200, 200, 200]);

    await joinTeam(admin, team, member);
    expect(await answers(member, detail)).toEqual([200, 200, 200]);
  });

  it('takes the team’s access away when the template stops being shared (its owner left the team)', async () => {
    const author = await newUser(stack);
    const colleague = await newUser(stack);
    await joinTeam(admin, team, author);
    await joinTeam(admin, team, colleague);
    const templateId = await uploadTeamTemplate(author, team, 'Author deck');
    // The admin generates from the author's shared template: the admin owns the batch.
    const created = await bulkCreate(admin, { templateId, csv: sampleCsv(2) });
    const detail = await waitForStatus(admin, created.body.id);
    expect(await answers(colleague, detail)).toEqual([200, 200, 200]);
    expect(await answers(author, detail)).toEqual([200, 200, 200]);

    // Templates take the author's templates private when the author leaves (member.removed).
    const left = await author.client.post(`/api/app/teams/${team.shortId}/leave`);
    expect(left.status).toBe(204);
    await eventually(
      async () => (await answers(colleague, detail)).every((status) => status === 404),
      'the colleague losing access',
    );
    expect(await answers(author, detail)).toEqual([404, 404, 404]);
    expect(await answers(admin, detail)).toEqual([200, 200, 200]);
  });

  it('takes the team’s access away when the template is deleted, and keeps the owner’s', async () => {
    const member = await newUser(stack);
    await joinTeam(admin, team, member);
    const templateId = await uploadTeamTemplate(admin, team, 'Doomed team deck');
    const created = await bulkCreate(member, { templateId, csv: sampleCsv(1) });
    const detail = await waitForStatus(member, created.body.id);
    const colleague = await newUser(stack);
    await joinTeam(admin, team, colleague);
    expect(await answers(colleague, detail)).toEqual([200, 200, 200]);

    expect((await admin.client.delete(`/api/app/templates/${templateId}`)).status).toBeLessThan(300);
    expect(await answers(colleague, detail)).toEqual([404, 404, 404]);
    expect(await answers(member, detail)).toEqual([200, 200, 200]);
  });
});
