import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { PresentationWizard, TemplateDetail, TemplateListItem } from '@deckmill/api-contracts';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { MESSAGE_BUS, RpcClient, type MessageBus } from '@deckmill/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import {
  TestClient,
  startTestStack,
  storedKeys,
  uploadedFiles,
  type TestStack,
} from '@deckmill/server-harness';
import { DecksBackfill } from '../src/library/decks-backfill';
import { clientIp, signUpAs } from './support/accounts';
import { PLACEHOLDER_DECK, doctypeDeck, encryptedDeck, fixture, renamedExe, zipBomb } from './support/decks';
import { startFakeGeneration, type FakeGeneration } from './support/fake-generation';
import { startFakeTeams, type FakeTeams } from './support/fake-teams';
import { streamTemplateUpload } from './support/streamed-upload';
import { postTemplateForm, storagePrefixOf, templateForm, uploadTemplate } from './support/upload';

const DECK_PLACEHOLDERS = ['replace', 'by', 'replacement', 'bullet1', 'bullet2'];
const templatesSchema = quoteIdent(serviceSchema('templates'));

interface Person {
  id: string;
  client: TestClient;
}

async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/*
 * The large upload bodies are built once, while the suite is collected: building them keeps a loaded test
 * process busy for seconds. The gateway reads every refused body to its end before answering.
 */
const HOSTILE_FORMS = {
  zipBomb: templateForm(zipBomb(), 'evil.pptx'),
  renamedExe: templateForm(renamedExe(), 'evil.pptx'),
  doctypeDeck: templateForm(doctypeDeck(), 'evil.pptx'),
  encryptedDeck: templateForm(encryptedDeck(), 'evil.pptx'),
};
const HUGE_FORM = templateForm(Buffer.alloc(101 * 1024 * 1024, 7), 'huge.pptx');

describe('templates over PostgreSQL, NATS and S3', () => {
  let stack: TestStack;
  let teams: FakeTeams;
  let generation: FakeGeneration;
  let nextTeamId = 100;

  async function person(label: string): Promise<Person> {
    const client = new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
    return { id: await signUpAs(client, label), client };
  }

  async function detail(who: Person, id: number) {
    return who.client.get<TemplateDetail>(`/api/app/templates/${id}`);
  }

  async function library(who: Person): Promise<TemplateListItem[]> {
    return (await who.client.get<{ templates: TemplateListItem[] }>('/api/app/templates')).body.templates;
  }

  async function uploaded(who: Person, teamId?: number): Promise<TemplateListItem> {
    const res = await uploadTemplate(who.client, fixture(PLACEHOLDER_DECK), 'Sales Pitch.pptx', { teamId });
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
    return res.body;
  }

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['gateway', 'identity', 'templates'], previews: true });
    teams = await startFakeTeams(stack.namespace);
    generation = await startFakeGeneration(stack.namespace);
  });

  afterAll(async () => {
    await generation?.stop();
    await teams?.stop();
    await stack?.stop();
  });

  describe('upload', () => {
    it('stores a real deck, named after its file, with its placeholders, size and download link', async () => {
      const owner = await person('owner');
      const res = await uploadTemplate(owner.client, fixture(PLACEHOLDER_DECK), 'Sales Pitch.pptx');
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        name: 'Sales Pitch',
        team_name: null,
        presentations_count: 0,
        decks_count: 0,
        placeholders: DECK_PLACEHOLDERS,
      });
      const shown = await detail(owner, res.body.id);
      expect(shown.status).toBe(200);
      expect(shown.body.file_size).toBe(fixture(PLACEHOLDER_DECK).length);
      expect(shown.body.slide_count).toBe(2);
      expect(shown.body.placeholder_details[0]).toEqual({
        name: 'replace',
        occurrences: [{ slide: 1, kind: 'slide' }],
      });
      expect(shown.body.placeholder_details[3]?.occurrences).toEqual([{ slide: 2, kind: 'slide' }]);
      const download = await fetch(shown.body.file_url);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(fixture(PLACEHOLDER_DECK))).toBe(true);
      expect(await storedKeys(stack, storagePrefixOf(shown.body))).toContain(
        `${storagePrefixOf(shown.body)}source.pptx`,
      );
    });

    it('keeps a typed name and refuses a name that is too long, keyed name, leaving nothing behind', async () => {
      const owner = await person('namer');
      const named = await uploadTemplate(owner.client, fixture(PLACEHOLDER_DECK), 'x.pptx', {
        name: ' Q3 Deck ',
      });
      expect(named.body.name).toBe('Q3 Deck');
      const before = await uploadedFiles(stack);
      const long = await uploadTemplate(owner.client, fixture(PLACEHOLDER_DECK), 'x.pptx', {
        name: 'n'.repeat(256),
      });
      expect(long.status).toBe(422);
      expect(long.body.errors?.['name']?.[0]).toMatch(/too long/);
      expect(await uploadedFiles(stack)).toEqual(before);
    });

    it.each([
      ['a zip bomb', HOSTILE_FORMS.zipBomb, /expands to far more data/],
      ['a renamed .exe', HOSTILE_FORMS.renamedExe, /not a PowerPoint presentation/],
      ['a deck with a DOCTYPE', HOSTILE_FORMS.doctypeDeck, /DOCTYPE or ENTITY/],
      ['a password-protected deck', HOSTILE_FORMS.encryptedDeck, /password-protected/],
    ])('refuses %s with 422 keyed file and stores nothing', async (_label, form, message) => {
      const owner = await person('hostile');
      const before = await uploadedFiles(stack);
      const res = await postTemplateForm(owner.client, form);
      expect(res.status).toBe(422);
      expect(res.body.errors?.['file']?.[0]).toMatch(message);
      expect(await uploadedFiles(stack)).toEqual(before);
      expect(await library(owner)).toEqual([]);
    });

    it('refuses a 101 MB file while streaming it, keyed file, and stores nothing', async () => {
      const owner = await person('big');
      const before = await uploadedFiles(stack);
      const res = await postTemplateForm(owner.client, HUGE_FORM);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ file: ['The file is larger than 100 MB'] });
      expect(await uploadedFiles(stack)).toEqual(before);
    });

    it('reads a refused body to its end before answering, so the client always gets the 422', async () => {
      const owner = await person('streamer');
      // 9 MB past the cap (more than the sockets' buffers hold), yet under the 413 limit announced up front.
      const res = await streamTemplateUpload(owner.client, 109 * 1024 * 1024);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ file: ['The file is larger than 100 MB'] });
      expect(res.answeredAfterLastByte).toBe(true);
    });

    it('answers 413 before reading a request announced far over the limit', async () => {
      const owner = await person('announced');
      await owner.client.get('/api/session');
      const cookie = `dm_csrf=${owner.client.cookie('dm_csrf') ?? ''}; dm_session=${owner.client.cookie('dm_session') ?? ''}`;
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${stack.baseUrl}/api/app/templates`, {
          method: 'POST',
          headers: {
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(300 * 1024 * 1024),
            'x-csrf-token': owner.client.cookie('dm_csrf') ?? '',
            cookie,
          },
        });
        req.on('response', (response) => {
          resolve(response.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', reject);
        req.write('--x\r\n');
      });
      expect(status).toBe(413);
    });

    it('asks for a file when none was sent', async () => {
      const owner = await person('nofile');
      const form = new FormData();
      form.append('template[name]', 'Nothing');
      const res = await owner.client.post<{ errors: Record<string, string[]> }>('/api/app/templates', form);
      expect(res.status).toBe(422);
      expect(res.body.errors['file']).toEqual(['Please choose a .pptx file to upload.']);
      // A browser form submitted without a file still sends the part, empty and without a file name.
      form.append('template[file]', new Blob([]), '');
      const empty = await owner.client.post<{ errors: Record<string, string[]> }>('/api/app/templates', form);
      expect(empty.status).toBe(422);
      expect(empty.body.errors['file']).toEqual(['Please choose a .pptx file to upload.']);
    });

    it('needs a signed-in user', async () => {
      const anonymous = new TestClient(stack.baseUrl);
      const res = await uploadTemplate(anonymous, fixture(PLACEHOLDER_DECK), 'a.pptx');
      expect(res.status).toBe(401);
    });
  });

  describe('sharing with a team', () => {
    let owner: Person;
    let member: Person;
    let teamAdmin: Person;
    let stranger: Person;
    let teamId: number;

    beforeEach(async () => {
      [owner, member, teamAdmin, stranger] = await Promise.all([
        person('owner'),
        person('member'),
        person('teamadmin'),
        person('stranger'),
      ]);
      teamId = nextTeamId += 1;
      teams.join(owner.id, teamId, 'member', 'Marketing');
      teams.join(member.id, teamId, 'member', 'Marketing');
      teams.join(teamAdmin.id, teamId, 'admin', 'Marketing');
    });

    it('refuses a team the user does not belong to, keyed team_id, leaving nothing behind', async () => {
      const before = await uploadedFiles(stack);
      const res = await uploadTemplate(stranger.client, fixture(PLACEHOLDER_DECK), 'a.pptx', { teamId });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['team_id']);
      const garbage = await uploadTemplate(stranger.client, fixture(PLACEHOLDER_DECK), 'a.pptx', {
        teamId: 'x',
      });
      expect(garbage.status).toBe(422);
      expect(Object.keys(garbage.body.errors ?? {})).toEqual(['team_id']);
      expect(await uploadedFiles(stack)).toEqual(before);
    });

    it('lists own and team templates with the team name; strangers see neither', async () => {
      const shared = await uploaded(owner, teamId);
      const own = await uploaded(member);
      expect(shared.team_name).toBe('Marketing');
      expect((await library(member)).map((t) => [t.id, t.team_name])).toEqual([
        [own.id, null],
        [shared.id, 'Marketing'],
      ]);
      expect((await library(stranger)).map((t) => t.id)).toEqual([]);
    });

    it('lets members view and use, team admins also delete, and gives strangers 404', async () => {
      const shared = await uploaded(owner, teamId);
      const asMember = await detail(member, shared.id);
      expect(asMember.status).toBe(200);
      expect(asMember.body.can_delete).toBe(false);
      expect((await detail(stranger, shared.id)).status).toBe(404);
      expect((await stranger.client.post(`/api/app/templates/${shared.id}/duplicate`)).status).toBe(404);
      expect((await stranger.client.delete(`/api/app/templates/${shared.id}`)).status).toBe(404);
      expect((await member.client.delete(`/api/app/templates/${shared.id}`)).status).toBe(404);
      expect((await detail(owner, shared.id)).status).toBe(200);

      const rpc = stack.app.get(RpcClient);
      await expect(
        rpc.call('templates.resolve-for-use', { userId: member.id, templateId: shared.id }),
      ).resolves.toMatchObject({
        id: shared.id,
        name: 'Sales Pitch',
        teamId,
        placeholders: DECK_PLACEHOLDERS,
        sizeBytes: fixture(PLACEHOLDER_DECK).length,
      });
      await expect(
        rpc.call('templates.resolve-for-use', { userId: stranger.id, templateId: shared.id }),
      ).rejects.toMatchObject({ domainError: { kind: 'not_found' } });
      expect(await rpc.call('templates.list-usable', { userId: member.id })).toEqual([
        {
          id: shared.id,
          name: 'Sales Pitch',
          placeholders: DECK_PLACEHOLDERS,
          // A flat template: every placeholder is a top-level tag.
          structure: { tags: DECK_PLACEHOLDERS.map((path) => ({ path, filters: [] })), sections: [] },
          thumbnailKey: null, // no previews drawn in this suite
        },
      ]);

      const asAdmin = await detail(teamAdmin, shared.id);
      expect(asAdmin.body.can_delete).toBe(true);
      expect((await teamAdmin.client.delete(`/api/app/templates/${shared.id}`)).status).toBe(204);
      expect((await detail(owner, shared.id)).status).toBe(404);
    });

    it('returns templates to their owners when the team is deleted or the owner leaves', async () => {
      const first = await uploaded(owner, teamId);
      await teams.deleteTeam(teamId, [owner.id, member.id, teamAdmin.id]);
      const back = await eventually(
        () => detail(owner, first.id),
        (res) => res.body.team_id === null,
      );
      expect(back.body.team_id).toBeNull();
      expect((await detail(member, first.id)).status).toBe(404);

      const otherTeam = (nextTeamId += 1);
      teams.join(owner.id, otherTeam, 'member');
      teams.join(member.id, otherTeam, 'member');
      const second = await uploaded(owner, otherTeam);
      const membersOwn = await uploaded(member, otherTeam);
      await teams.remove(owner.id, otherTeam);
      await eventually(
        () => detail(member, second.id),
        (res) => res.status === 404,
      );
      expect((await detail(owner, second.id)).body.team_id).toBeNull();
      expect((await detail(member, membersOwn.id)).body.team_id).toBe(otherTeam);
    });
  });

  describe('duplicate, delete and previews', () => {
    /**
     * The template's detail once its previews are no longer pending (LibreOffice renders them off the upload).
     * The bound is generous: each render is ~5 s of CPU, and beside a busy core with the suite's earlier uploads
     * still queued the first settled after 95 s (the flake check, docs/testing.md); polling ends at the event.
     */
    const previewsSettled = (owner: Person, id: number) =>
      eventually(
        () => detail(owner, id),
        (res) => res.body.previews.status !== 'pending',
        240_000,
      );

    it('renders slide previews off the upload path', async () => {
      const owner = await person('previewer');
      const template = await uploaded(owner);
      const ready = await previewsSettled(owner, template.id);
      expect(ready.body.previews.status).toBe('ready');
      expect(ready.body.previews.urls).toHaveLength(2);
      const png = Buffer.from(await (await fetch(ready.body.previews.urls[0] ?? '')).arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');

      // The library and the wizard show the first slide as the template's thumbnail.
      const library = await owner.client.get<{ templates: TemplateListItem[] }>('/api/app/templates');
      const listed = library.body.templates.find((item) => item.id === template.id);
      const thumbnail = Buffer.from(await (await fetch(listed?.thumbnail_url ?? '')).arrayBuffer());
      expect(thumbnail.equals(png)).toBe(true);
      const wizard = await owner.client.get<PresentationWizard>('/api/app/presentations/new');
      expect(wizard.body.templates.find((item) => item.id === template.id)?.thumbnail_url).toEqual(
        expect.any(String),
      );
    }, 270_000);

    it("copies the record and the file as 'Copy of ...', and deleting removes every object", async () => {
      const owner = await person('copier');
      const original = await uploaded(owner);
      const originalDetail = (await detail(owner, original.id)).body;
      const copy = await owner.client.post<TemplateListItem>(`/api/app/templates/${original.id}/duplicate`);
      expect(copy.status).toBe(201);
      expect(copy.body).toMatchObject({ name: 'Copy of Sales Pitch', placeholders: DECK_PLACEHOLDERS });
      const copyDetail = (await detail(owner, copy.body.id)).body;
      const copyPrefix = storagePrefixOf(copyDetail);
      expect(copyPrefix).not.toBe(storagePrefixOf(originalDetail));
      expect(await storedKeys(stack, copyPrefix)).toContain(`${copyPrefix}source.pptx`);
      const copied = await fetch(copyDetail.file_url);
      expect(Buffer.from(await copied.arrayBuffer()).equals(fixture(PLACEHOLDER_DECK))).toBe(true);

      expect((await owner.client.delete(`/api/app/templates/${copy.body.id}`)).status).toBe(204);
      await eventually(
        () => storedKeys(stack, copyPrefix),
        (keys) => keys.length === 0,
        30_000,
      );
      expect(await storedKeys(stack, copyPrefix)).toEqual([]);
      expect((await detail(owner, copy.body.id)).status).toBe(404);
      expect((await library(owner)).map((t) => t.id)).toEqual([original.id]);
      expect(await storedKeys(stack, storagePrefixOf(originalDetail))).toContain(
        `${storagePrefixOf(originalDetail)}source.pptx`,
      );
    }, 120_000);

    it('refuses plainly to copy a template whose file is gone from storage, and copies nothing', async () => {
      const owner = await person('copier-of-lost');
      const original = await uploaded(owner);
      const prefix = storagePrefixOf((await detail(owner, original.id)).body);
      await stack.app.get<ObjectStorage>(OBJECT_STORAGE).delete(`${prefix}source.pptx`);
      const before = await storedKeys(stack, 'templates/');

      const copy = await owner.client.post<{ error: string }>(`/api/app/templates/${original.id}/duplicate`);
      expect(copy.status).toBe(404);
      expect(copy.body.error).toBe('This template file is not in storage.');
      expect((await library(owner)).map((t) => t.id)).toEqual([original.id]);
      // No copy's file lands under a new prefix. Previews are left out: the original's may still land, and so
      // may an earlier test's deleted template's for a moment (its renderer deletes them once it sees the
      // template gone; a fresh-clone CI run caught one in between).
      const newFiles = (await storedKeys(stack, 'templates/')).filter(
        (key) => !before.includes(key) && !key.startsWith(prefix) && !key.includes('/previews/'),
      );
      expect(newFiles).toEqual([]);
    }, 120_000);

    it("renders the copy's previews again when one of the original's is gone", async () => {
      const owner = await person('copier-of-previews');
      const original = await uploaded(owner);
      const ready = await previewsSettled(owner, original.id);
      expect(ready.body.previews.status).toBe('ready');
      const prefix = storagePrefixOf(ready.body);
      await stack.app.get<ObjectStorage>(OBJECT_STORAGE).delete(`${prefix}previews/slide-2.png`);

      const copy = await owner.client.post<TemplateListItem>(`/api/app/templates/${original.id}/duplicate`);
      expect(copy.status).toBe(201);
      const rendered = await previewsSettled(owner, copy.body.id);
      expect(rendered.body.previews.status).toBe('ready');
      expect(rendered.body.previews.urls).toHaveLength(2);
      const png = Buffer.from(await (await fetch(rendered.body.previews.urls[1] ?? '')).arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    }, 500_000);

    it('counts each completed batch once towards presentations_count, and its decks made towards decks_count', async () => {
      const owner = await person('counter');
      const template = await uploaded(owner);
      const bus = stack.app.get<MessageBus>(MESSAGE_BUS);
      const completed = (batchId: string, rowsDone = 2) =>
        bus.publishEvent('presentation.completed', {
          batchId,
          ownerId: owner.id,
          templateId: template.id,
          templateName: template.name,
          name: 'Batch',
          rowCount: 3,
          rowsDone,
          rowsFailed: 3 - rowsDone,
          occurredAt: new Date().toISOString(),
        });
      const first = randomUUID();
      await completed(first);
      await completed(first);
      await completed(randomUUID());
      const counted = async () =>
        (await library(owner)).find((t) => t.id === template.id)?.presentations_count;
      expect(await eventually(counted, (count) => count === 2, 30_000)).toBe(2);
      // Events are handled in order, so once a later batch is counted the repeated one was seen and skipped.
      await completed(randomUUID(), 3);
      expect(await eventually(counted, (count) => count === 3, 30_000)).toBe(3);
      // The decks: 2 + 2 + 3, the repeated event's counted once.
      const shown = (await library(owner)).find((t) => t.id === template.id);
      expect(shown?.decks_count).toBe(7);
      expect((await detail(owner, template.id)).body.decks_count).toBe(7);
    });

    it('backfills decks_count from generation for the batches counted before decks were, none twice', async () => {
      const owner = await person('backfilled');
      const template = await uploaded(owner);
      const bus = stack.app.get<MessageBus>(MESSAGE_BUS);
      const [early, gone, late] = [randomUUID(), randomUUID(), randomUUID()];
      for (const [batchId, rowsDone] of [
        [early, 2],
        [gone, 3],
        [late, 4],
      ] as const) {
        await bus.publishEvent('presentation.completed', {
          batchId,
          ownerId: owner.id,
          templateId: template.id,
          templateName: template.name,
          name: 'Batch',
          rowCount: rowsDone,
          rowsDone,
          rowsFailed: 0,
          occurredAt: new Date().toISOString(),
        });
      }
      const shown = async () => (await library(owner)).find((t) => t.id === template.id);
      expect((await eventually(shown, (t) => t?.presentations_count === 3, 30_000))?.decks_count).toBe(9);

      // As a database counted before decks were: two batches' decks unknown, only the latest one's in the count.
      const sql = (text: string, params: unknown[]) => stack.dataSource?.query(text, params);
      await sql(
        `UPDATE ${templatesSchema}."counted_presentations" SET "decks" = NULL WHERE "batch_id" = ANY($1)`,
        [[early, gone]],
      );
      await sql(`UPDATE ${templatesSchema}."templates" SET "decks_count" = 4 WHERE "id" = $1`, [template.id]);
      // Generation still holds the early batch; the other was deleted since and counts no decks.
      generation.holds(early, 2);

      const backfill = stack.app.get(DecksBackfill);
      await backfill.runNow();
      expect((await shown())?.decks_count).toBe(2 + 0 + 4);
      expect((await detail(owner, template.id)).body.decks_count).toBe(6);
      // Nothing is left to learn: another pass changes nothing.
      await backfill.runNow();
      expect((await shown())?.decks_count).toBe(6);
    });

    it("deletes a deleted account's templates and their files", async () => {
      const owner = await person('leaving');
      const kept = await person('staying');
      const first = await uploaded(owner);
      await uploaded(owner);
      const other = await uploaded(kept);
      const prefix = storagePrefixOf((await detail(owner, first.id)).body);
      await stack.app.get<MessageBus>(MESSAGE_BUS).publishEvent('user.deleted', {
        userId: owner.id,
        occurredAt: new Date().toISOString(),
      });
      expect(
        await eventually(
          () => library(owner),
          (templates) => templates.length === 0,
          30_000,
        ),
      ).toEqual([]);
      // A preview job still running for it cleans up what it stored once it finds the template gone.
      expect(
        await eventually(
          () => storedKeys(stack, prefix),
          (keys) => keys.length === 0,
          30_000,
        ),
      ).toEqual([]);
      expect((await library(kept)).map((t) => t.id)).toEqual([other.id]);
    });

    it('answers 404 for ids that cannot name a template', async () => {
      const owner = await person('nobody');
      expect((await owner.client.get('/api/app/templates/abc')).status).toBe(404);
      expect((await owner.client.get('/api/app/templates/999999')).status).toBe(404);
    });
  });
});
