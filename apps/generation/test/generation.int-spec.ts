import type { PresentationDetail, PresentationListPage } from '@deckmill/api-contracts';
import {
  acceptInvitationFromMail,
  startTestStack,
  TestClient,
  type TestStack,
} from '@deckmill/server-harness';
import {
  bulkCreate,
  deckText,
  download,
  MAPPING,
  newUser,
  uploadTemplate,
  waitForStatus,
  zipEntries,
  type TestUser,
} from './support/generation-helpers';
import { bulkCreateData } from './support/data-decks';
import { TemplateCache } from '../src/shared/template-cache';
import { RowRenderer } from '../src/rendering/threads/row-renderer';
import { POISON_VALUE, sampleCsv, sampleDeck, TEST_MAX_VALUE_CHARS } from './support/sample-deck';

describe('generation: bulk_create, workers, detail and downloads', () => {
  let stack: TestStack;
  let owner: TestUser;
  let templateId: number;
  /** Templates bulk_create asked to compile while its batch was stored (embedded mode renders here). */
  const warmed: string[] = [];

  beforeAll(async () => {
    // Rows rendered on a render thread, as the embedded server does on more than two cores: the decks, the
    // watermark and a poison row's failure are those of the main thread (the other suites render there).
    stack = await startTestStack({
      modules: { generation: { maxValueChars: TEST_MAX_VALUE_CHARS, renderThreads: 1 } },
    });
    const cache = stack.app.get(TemplateCache, { strict: false });
    const warm = cache.warm.bind(cache);
    cache.warm = (fileKey) => {
      warmed.push(fileKey);
      warm(fileKey);
    };
    owner = await newUser(stack);
    templateId = await uploadTemplate(owner, sampleDeck());
  });

  afterAll(() => stack.stop());

  it('generates one deck per row, with the row values, the name pattern and a ZIP of all of them', async () => {
    const created = await bulkCreate(owner, {
      templateId,
      csv: sampleCsv(30),
      name: 'Autumn offers',
      pattern: '{{company}}.pptx',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', row_count: 30 });
    // Its template, compiling by now into the cache its chunks take it from.
    expect(warmed).toHaveLength(1);
    expect(stack.app.get(TemplateCache, { strict: false }).keys()).toContain(warmed[0]);

    const detail = await waitForStatus(owner, created.body.id);
    expect(stack.app.get(RowRenderer, { strict: false }).threadsRunning).toBe(1);
    expect(detail).toMatchObject({
      status: 'completed',
      name: 'Autumn offers',
      template_name: 'Sales Pitch',
      template_id: templateId,
      row_count: 30,
      rows_done: 30,
      rows_failed: 0,
      progress: 100,
      failed_rows: [],
      download_available: true,
      download_url: `/api/app/presentations/${created.body.id}/download`,
      formats: ['pptx'],
    });
    expect(detail.rows).toHaveLength(30);
    const row7 = detail.rows[6];
    expect(row7).toMatchObject({ row: 7, status: 'done', file_name: 'Company 0.pptx' });

    const deck = await download(owner, row7?.download_url ?? '');
    expect(deck.status).toBe(200);
    expect(deck.headers.get('content-disposition')).toContain('Company 0.pptx');
    expect(deckText(deck.bytes)).toContain('Person 7');
    expect(deckText(deck.bytes)).toContain('Company 0');

    const zip = await download(owner, detail.download_url ?? '');
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toContain('application/zip');
    expect(zip.headers.get('content-disposition')).toContain('Autumn offers.zip');
    const entries = zipEntries(zip.bytes);
    const names = Object.keys(entries);
    expect(names).toHaveLength(30);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(30);
    expect(names).toEqual(
      expect.arrayContaining(['Company 1.pptx', 'Company 1 (2).pptx', 'Company 0 (4).pptx']),
    );
    const people = names.map((name) => /Person (\d+)/.exec(deckText(entries[name] ?? new Uint8Array()))?.[1]);
    expect(people.map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('uses the default name pattern and announces the finished batch by mail and in the app', async () => {
    const created = await bulkCreate(owner, { templateId, csv: sampleCsv(3) });
    const detail = await waitForStatus(owner, created.body.id);
    expect(detail.rows.map((row) => row.file_name)).toEqual([
      'Sales Pitch - 1.pptx',
      'Sales Pitch - 2.pptx',
      'Sales Pitch - 3.pptx',
    ]);
    const mail = await stack.smtp.waitForMail(
      (m) =>
        m.envelopeTo.includes(owner.email) && /ready/i.test(m.subject) && m.text.includes(created.body.id),
      20_000,
    );
    expect(mail.text).toContain('Sales Pitch');
    const deadline = Date.now() + 10_000;
    let listed = false;
    while (!listed && Date.now() < deadline) {
      const res = await owner.client.get<{ notifications: { kind: string; url: string }[] }>(
        '/api/app/notifications',
      );
      listed = res.body.notifications.some(
        (n) => n.kind === 'presentation.completed' && n.url === `/app/presentations/${created.body.id}`,
      );
      if (!listed) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(listed).toBe(true);
  });

  it('refuses a bad CSV with its line number, keyed csv_file', async () => {
    const ragged = await bulkCreate(owner, { templateId, csv: 'Name,Company,Note\nAnn,Acme,x\nBob,Acme\n' });
    expect(ragged.status).toBe(422);
    expect(ragged.body.errors?.['csv_file']?.[0]).toMatch(/^Line 3:/);

    const tooMany = await bulkCreate(owner, { templateId, csv: sampleCsv(10_001) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors?.['csv_file']?.[0]).toContain('10,000');

    const unknownFormat = await bulkCreate(owner, {
      templateId,
      csv: sampleCsv(1),
      formats: ['pptx', 'docx'],
    });
    expect(unknownFormat.status).toBe(422);
    expect(unknownFormat.body.errors?.['formats']).toEqual(['Choose the output: pptx, pdf or both.']);

    const missing = await bulkCreate(owner, { templateId });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('csv_file');
  });

  it('refuses at upload a value no slide can hold, naming its row, column and length, and keeps nothing', async () => {
    const before = await owner.client.get<PresentationListPage>('/api/app/presentations');
    // Just under the 20 MB file limit: the answer comes once the reader reaches the value, not after storing it.
    const huge = 'x'.repeat(19_000_000);
    const refused = await bulkCreate(owner, {
      templateId,
      csv: `Name,Company,Note\nAnn,Acme,fine\nBob,Bolt,${huge}\nCid,Crux,fine\n`,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.['csv_file']).toEqual([
      'Line 3: row 2, column "Note": the value is 19,000,000 characters long; at most 10,000 fit on a slide.',
    ]);
    const json = await bulkCreateData(owner, {
      templateId,
      field: 'data_file',
      fileName: 'rows.json',
      file: JSON.stringify([{ name: 'Ann', company: 'Acme', note: 'x'.repeat(10_001) }]),
    });
    expect(json.status).toBe(422);
    expect(json.body.errors?.['data_file']?.[0]).toBe(
      'Item 1 (line 1): $[0].note is 10,001 characters long; at most 10,000 fit on a slide.',
    );
    const after = await owner.client.get<PresentationListPage>('/api/app/presentations');
    expect(after.body.presentations).toHaveLength(before.body.presentations.length);
  });

  it('refuses a mapping that leaves a placeholder out or names a missing column, keyed data_mapping', async () => {
    const unmapped = await bulkCreate(owner, {
      templateId,
      csv: sampleCsv(2),
      mapping: { name: 'Name', company: 'Company' },
    });
    expect(unmapped.status).toBe(422);
    expect(unmapped.body.errors?.['data_mapping']?.[0]).toContain('"note"');

    const noColumn = await bulkCreate(owner, {
      templateId,
      csv: sampleCsv(2),
      mapping: { ...MAPPING, note: 'Region' },
    });
    expect(noColumn.status).toBe(422);
    expect(noColumn.body.errors?.['data_mapping']?.[0]).toContain('"Region"');

    const notJson = await bulkCreate(owner, { templateId, csv: sampleCsv(2), mapping: '{nope' });
    expect(notJson.status).toBe(422);
    expect(notJson.body.errors).toHaveProperty('data_mapping');
  });

  it('refuses a template the user may not use, keyed template_id', async () => {
    const stranger = await newUser(stack);
    const res = await bulkCreate(stranger, { templateId, csv: sampleCsv(2) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('template_id');
  });

  it('refuses a batch larger than the free allowance, saying how many remain and when it resets', async () => {
    const free = await newUser(stack, 'free');
    const freeTemplate = await uploadTemplate(free, sampleDeck(), 'Free deck');
    const first = await bulkCreate(free, { templateId: freeTemplate, csv: sampleCsv(4) });
    expect(first.status).toBe(201);
    await waitForStatus(free, first.body.id);

    const warmedBefore = warmed.length;
    const refused = await bulkCreate(free, { templateId: freeTemplate, csv: sampleCsv(7) });
    expect(refused.status).toBe(422);
    // Refused by billing: nothing was compiled for it.
    expect(warmed).toHaveLength(warmedBefore);
    const message = refused.body.errors?.['csv_file']?.[0] ?? '';
    expect(message).toMatch(/\b6\b/);
    expect(message).toMatch(/reset/i);

    const badLimit = await bulkCreate(free, { templateId: freeTemplate, csv: sampleCsv(7), rowLimit: '0' });
    expect(badLimit.status).toBe(422);
    expect(badLimit.body.errors).toHaveProperty('row_limit');

    // "Generate the first 6": the same 7-row file, only its first 6 rows.
    const fits = await bulkCreate(free, { templateId: freeTemplate, csv: sampleCsv(7), rowLimit: '6' });
    expect(fits.status).toBe(201);
    expect(fits.body.row_count).toBe(6);
    await waitForStatus(free, fits.body.id);
    const dashboard = await free.client.get<{
      stats: { presentations_this_month: number; usage_percentage: number };
    }>('/api/dashboard');
    expect(dashboard.body.stats).toMatchObject({ presentations_this_month: 10, usage_percentage: 100 });
  });

  it('watermarks the decks of a free plan only', async () => {
    const free = await newUser(stack, 'free');
    const freeTemplate = await uploadTemplate(free, sampleDeck(), 'Free deck');
    const freeBatch = await bulkCreate(free, { templateId: freeTemplate, csv: sampleCsv(1) });
    const freeDeck = await download(
      free,
      (await waitForStatus(free, freeBatch.body.id)).rows[0]?.download_url ?? '',
    );
    expect(deckText(freeDeck.bytes)).toContain('Made with Deckmill');

    const paid = await bulkCreate(owner, { templateId, csv: sampleCsv(1) });
    const paidDeck = await download(
      owner,
      (await waitForStatus(owner, paid.body.id)).rows[0]?.download_url ?? '',
    );
    expect(deckText(paidDeck.bytes)).not.toContain('Made with Deckmill');
  });

  it('marks a poison row failed at once with its reason, completes the rest and gives the row back', async () => {
    const user = await newUser(stack, 'starter');
    const userTemplate = await uploadTemplate(user, sampleDeck());
    const csv = sampleCsv(6, (row) => (row === 4 ? POISON_VALUE : 'fine'));
    const created = await bulkCreate(user, { templateId: userTemplate, csv });
    const detail = await waitForStatus(user, created.body.id, ['completed', 'failed'], 55_000);
    expect(detail).toMatchObject({ status: 'completed', rows_done: 5, rows_failed: 1, progress: 100 });
    expect(detail.failed_rows).toEqual([
      { row: 4, reason: expect.stringContaining('101 characters long; at most 100 fit on a slide') },
    ]);
    expect(detail.rows[3]).toMatchObject({ row: 4, status: 'failed', download_url: null });
    const zip = zipEntries((await download(user, detail.download_url ?? '')).bytes);
    expect(Object.keys(zip)).toHaveLength(5);
    const usage = await user.client.get<{ stats: { presentations_this_month: number } }>('/api/dashboard');
    expect(usage.body.stats.presentations_this_month).toBe(5);
  }, 70_000);

  it('shows and serves a batch only to its owner and the members of its template\u2019s team', async () => {
    const created = await bulkCreate(owner, { templateId, csv: sampleCsv(2) });
    const detail = await waitForStatus(owner, created.body.id);
    const stranger = await newUser(stack);
    const anonymous = new TestClient(stack.baseUrl);
    for (const path of [
      `/api/app/presentations/${created.body.id}`,
      `/api/app/presentations/${created.body.id}/download`,
      detail.rows[0]?.download_url ?? '',
    ]) {
      expect((await stranger.client.get(path)).status).toBe(404);
      expect((await anonymous.get(path)).status).toBe(401);
    }
    expect((await stranger.client.get('/api/app/presentations/not-an-id')).status).toBe(404);
  });

  it('shares a batch made from a team template with the team members', async () => {
    const member = await newUser(stack);
    const team = await owner.client.post<{ id: number; short_id: string }>('/api/app/teams', {
      team: { name: `Gen team ${Date.now()}` },
    });
    expect(team.status).toBe(201);
    const form = new FormData();
    form.set('template[name]', 'Team deck');
    form.set('template[team_id]', String(team.body.id));
    form.set('template[file]', new Blob([new Uint8Array(sampleDeck())]), 'team.pptx');
    const shared = await owner.client.post<{ id: number }>('/api/app/templates', form);
    expect(shared.status).toBe(201);
    const created = await bulkCreate(owner, { templateId: shared.body.id, csv: sampleCsv(2) });
    const detail = await waitForStatus(owner, created.body.id);
    const path = detail.rows[0]?.download_url ?? '';
    expect((await member.client.get(path)).status).toBe(404);

    const invite = await owner.client.post(`/api/app/teams/${team.body.short_id}/members`, {
      email: member.email,
      role: 'member',
    });
    expect(invite.status).toBe(201);
    // Not before the member accepted the invitation.
    expect((await member.client.get(path)).status).toBe(404);
    await acceptInvitationFromMail(stack, member.client, member.email);
    expect((await member.client.get(path)).status).toBe(200);
  });

  it('keeps a batch, its template name and its decks after the template is deleted', async () => {
    const user = await newUser(stack);
    const doomed = await uploadTemplate(user, sampleDeck(), 'Short-lived deck');
    const created = await bulkCreate(user, { templateId: doomed, csv: sampleCsv(2) });
    await waitForStatus(user, created.body.id);
    expect((await user.client.delete(`/api/app/templates/${doomed}`)).status).toBeLessThan(300);

    const detail = await user.client.get<PresentationDetail>(`/api/app/presentations/${created.body.id}`);
    expect(detail.body).toMatchObject({
      template_name: 'Short-lived deck',
      status: 'completed',
      rows_done: 2,
    });
    const zip = await download(user, detail.body.download_url ?? '');
    expect(Object.keys(zipEntries(zip.bytes))).toHaveLength(2);
  });

  it('lists the user\u2019s batches newest first, a page at a time', async () => {
    const user = await newUser(stack);
    const userTemplate = await uploadTemplate(user, sampleDeck());
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await bulkCreate(user, { templateId: userTemplate, csv: sampleCsv(1) })).body.id);
    const page = await user.client.get<PresentationListPage>('/api/app/presentations?page=1');
    expect(page.status).toBe(200);
    expect(page.body.pagination).toEqual({ current_page: 1, total_pages: 1 });
    expect(page.body.presentations.map((p) => p.id)).toEqual([...ids].reverse());
    const beyond = await user.client.get<PresentationListPage>('/api/app/presentations?page=2');
    expect(beyond.body.presentations).toEqual([]);
  });

  it('finds the user\u2019s own batches by part of their name in any case, wildcards as text', async () => {
    const user = await newUser(stack);
    const other = await newUser(stack);
    const userTemplate = await uploadTemplate(user, sampleDeck());
    const otherTemplate = await uploadTemplate(other, sampleDeck());
    const named = async (owner: TestUser, template: number, name: string) =>
      (await bulkCreate(owner, { templateId: template, csv: sampleCsv(1), name })).body.id;
    const offer = await named(user, userTemplate, 'Renewal Offer 50% off');
    await named(user, userTemplate, 'Renewal Offer 500 off');
    await named(user, userTemplate, 'Autumn review');
    await named(other, otherTemplate, 'Renewal Offer 50% off');
    const found = async (search: string) => {
      const page = await user.client.get<PresentationListPage>(
        `/api/app/presentations?search=${encodeURIComponent(search)}`,
      );
      return page.body.presentations.map((p) => p.name);
    };

    expect(await found('RENEWAL offer')).toEqual(['Renewal Offer 500 off', 'Renewal Offer 50% off']);
    expect(await found('50%')).toEqual(['Renewal Offer 50% off']);
    expect(await found('renewal_offer')).toEqual([]);
    expect(await found('  ')).toHaveLength(3);
    const page = await user.client.get<PresentationListPage>('/api/app/presentations?search=50%25');
    expect(page.body.presentations.map((p) => p.id)).toEqual([offer]);
    expect(page.body.pagination).toEqual({ current_page: 1, total_pages: 1 });

    const tooLong = await user.client.get(`/api/app/presentations?search=${'x'.repeat(101)}`);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toMatchObject({
      errors: { search: ['Search is too long (at most 100 characters).'] },
    });
  });
});
