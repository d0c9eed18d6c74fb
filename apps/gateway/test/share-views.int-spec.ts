import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  RecentShareOpensView,
  ShareLinkListView,
  ShareLinkView,
  ShareLinkViewsView,
  V1ShareLinkList,
  V1ShareLinkViews,
} from '@deckmill/api-contracts';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { EndSilentShareViewsUseCase } from '@deckmill/generation-service';
import { RpcClient } from '@deckmill/messaging';
import {
  TestClient,
  acceptInvitationFromMail,
  invitationMailCount,
  recordEvents,
  startTestStack,
  type EventRecorder,
  type TestStack,
} from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { apiKeyClient, newPerson, type Person } from './support/world';

const SAMPLES = path.resolve(__dirname, '../src/dashboard/samples');
const SAMPLE_CSV = readFileSync(path.join(SAMPLES, 'sample-data.csv'), 'utf8');
const SAMPLE_TEMPLATE = readFileSync(path.join(SAMPLES, 'sample-template.pptx'));
const ANONYMOUS = { 'x-forwarded-for': '203.0.113.77', 'user-agent': 'Mozilla/5.0 (share views spec)' };

/** The sample's first `rows` rows with an `email` column (row n: person<n>@example.com). */
function csvWithEmails(rows: number): string {
  const [header = '', ...lines] = SAMPLE_CSV.trim().split('\n');
  return [
    `${header},email`,
    ...lines.slice(0, rows).map((line, i) => `${line},person${i + 1}@example.com`),
  ].join('\n');
}

/** A team of the owner's with `member` in it, and the sample template shared with the team. */
async function teamTemplate(stack: TestStack, owner: Person, member: Person): Promise<number> {
  const team = await owner.client.post<{ id: number; short_id: string }>('/api/app/teams', {
    team: { name: 'Viewers' },
  });
  if (team.status >= 300) throw new Error(`team: ${team.status} ${team.text}`);
  const received = invitationMailCount(stack, member.email);
  await owner.client.post(`/api/app/teams/${team.body.short_id}/members`, {
    email: member.email,
    role: 'member',
  });
  await acceptInvitationFromMail(stack, member.client, member.email, received);
  const form = new FormData();
  form.set('template[name]', 'Team offer');
  form.set('template[file]', new Blob([SAMPLE_TEMPLATE]), 'offer.pptx');
  form.set('template[team_id]', String(team.body.id));
  const template = await owner.client.post<{ id: number }>('/api/app/templates', form);
  if (template.status !== 201) throw new Error(`template: ${template.status} ${template.text}`);
  return template.body.id;
}

/** A finished batch of `rows` decks of the template, with links that allow downloads. */
async function finishedBatch(person: Person, templateId: number, rows: number): Promise<string> {
  const template = await person.client.get<{ placeholders: string[] }>(`/api/app/templates/${templateId}`);
  const form = new FormData();
  form.set('presentation[template_id]', String(templateId));
  form.set('presentation[csv_file]', new Blob([csvWithEmails(rows)]), 'rows.csv');
  const mapping = Object.fromEntries(template.body.placeholders.map((name) => [name, name]));
  form.set('presentation[data_mapping]', JSON.stringify(mapping));
  form.set('presentation[share_access]', 'allow_download');
  form.set('presentation[share_gate_column]', 'email');
  const created = await person.client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
  if (created.status !== 201) throw new Error(`bulk_create: ${created.status} ${created.text}`);
  await eventually(
    async () =>
      (await person.client.get<{ status: string }>(`/api/app/presentations/${created.body.id}`)).body
        .status === 'completed',
    'the batch to complete',
    { timeoutMs: 90_000 },
  );
  return created.body.id;
}

const tokenOf = (link: ShareLinkView) => new URL(link.url).pathname.slice('/d/'.length);

/**
 * Link analytics (docs/sharing.md, "Analytics"): the viewer page starts a view once shown and reports its
 * visible seconds per slide; the owner's list, timeline and dashboard read them; generation sends deck-opened
 * once per link and deck-viewed once per ended view (left, or silent).
 */
describe('views of personal links', () => {
  let stack: TestStack;
  let owner: Person;
  let stranger: Person;
  let member: Person;
  let batchId: string;
  let links: ShareLinkView[];
  let opened: EventRecorder<'presentation.deck-opened'>;
  let viewed: EventRecorder<'presentation.deck-viewed'>;
  const anyone = (ip = ANONYMOUS['x-forwarded-for']) =>
    new TestClient(stack.baseUrl, { ...ANONYMOUS, 'x-forwarded-for': ip });
  const link = (i: number) => links[i] as ShareLinkView;
  const list = async () =>
    (await owner.client.get<ShareLinkListView>(`/api/app/presentations/${batchId}/links`)).body;
  const timeline = async (person: Person, i: number) =>
    person.client.get<ShareLinkViewsView>(`/api/app/presentations/${batchId}/links/${link(i).id}/views`);

  /** Starts a view in the viewer's browser, as the page's script does once the page is shown. */
  async function startView(viewer: TestClient, i: number, slideCount = 3): Promise<string> {
    const started = await viewer.post<{ view_id: string }>(`/d/${tokenOf(link(i))}/views`, {
      slide_count: slideCount,
    });
    expect(started.status).toBe(201);
    return started.body.view_id;
  }

  /** The CSRF cookie's token, as the page's script reads it. */
  async function csrfOf(viewer: TestClient): Promise<string> {
    await viewer.get('/api/health');
    return viewer.cookie('dm_csrf') ?? '';
  }

  const report = (viewer: TestClient, i: number, viewId: string, body: Record<string, unknown>) =>
    viewer.post(`/d/${tokenOf(link(i))}/views/${viewId}`, body);

  /** The link's page, as a viewer first sees it: its deck's slides are drawn (the sample deck has 4). */
  async function drawSlides(i: number): Promise<void> {
    const page = await anyone().fetch(`/d/${tokenOf(link(i))}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`/d/${tokenOf(link(i))}/slides/4"`);
  }

  beforeAll(async () => {
    stack = await startTestStack();
    opened = await recordEvents(stack, 'presentation.deck-opened');
    viewed = await recordEvents(stack, 'presentation.deck-viewed');
    owner = await newPerson(stack, 'viewed-sharer');
    stranger = await newPerson(stack, 'views-stranger');
    member = await newPerson(stack, 'views-member');
    await stack.app.get(RpcClient).call('billing.set-tier', { userId: owner.id, tier: 'professional' });
    batchId = await finishedBatch(owner, await teamTemplate(stack, owner, member), 2);
    links = (await list()).links;
    // A view counts only the slides the page could show: those drawn for its deck.
    await drawSlides(0);
    await drawSlides(1);
  }, 420_000);

  afterAll(async () => {
    await opened?.stop();
    await viewed?.stop();
    await stack?.stop();
  }, 180_000);

  it('gives the browser a first-party viewer cookie, kept across views, and counts nothing before a view', async () => {
    const before = await list();
    expect(before.links.map((l) => l.stats.opens)).toEqual([0, 0]);
    expect(before.summary).toEqual({
      links: 2,
      opened: 0,
      open_rate: 0,
      median_seconds: null,
      top_slides: [],
    });
    // The page sets the same cookie when shown; a view started without one (cookies cleared) sets it too.
    const viewer = anyone('203.0.113.90');
    const started = await viewer.fetch(`/d/${tokenOf(link(1))}/views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': await csrfOf(viewer) },
      body: JSON.stringify({ slide_count: 3 }),
    });
    expect(started.status).toBe(201);
    const cookie = started.headers.getSetCookie().find((line) => line.startsWith('dm_viewer='));
    expect(cookie).toMatch(/^dm_viewer=[A-Za-z0-9_-]{22}; .*Path=\/d\/; .*HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const again = await viewer.post(`/d/${tokenOf(link(1))}/views`, { slide_count: 3 });
    expect(again.headers.getSetCookie().some((line) => line.startsWith('dm_viewer='))).toBe(false);
    // Without the CSRF token, nothing starts.
    const forged = await anyone().fetch(`/d/${tokenOf(link(1))}/views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slide_count: 3 }),
    });
    expect(forged.status).toBe(403);
    expect((await list()).links.map((l) => l.stats.opens)).toEqual([0, 2]);
  });

  it('records a view, its seconds per slide and its end: stats, summary, timeline and the events', async () => {
    const viewer = anyone();
    const viewId = await startView(viewer, 0);
    expect(
      (await report(viewer, 0, viewId, { slide_seconds: [2, 1], furthest_slide: 2, ended: false })).status,
    ).toBe(204);
    expect(
      (await report(viewer, 0, viewId, { slide_seconds: [3, 1], furthest_slide: 2, ended: true })).status,
    ).toBe(204);
    // The page's final report again is answered as the first; any other report of the ended view is gone.
    expect(
      (await report(viewer, 0, viewId, { slide_seconds: [3, 1], furthest_slide: 2, ended: true })).status,
    ).toBe(204);
    expect(
      (await report(viewer, 0, viewId, { slide_seconds: [4, 4], furthest_slide: 3, ended: false })).status,
    ).toBe(410);

    const { links: listed, summary } = await list();
    expect(listed[0]?.stats).toMatchObject({
      opens: 1,
      viewers: 1,
      seconds: 4,
      furthest_slide: 2,
      slide_count: 3,
    });
    expect(listed[0]?.stats.first_opened_at).toEqual(expect.any(String));
    // Link 2 was opened (with no visible time) by the first test: the median of 4 s and 0 s.
    expect(summary).toEqual({
      links: 2,
      opened: 2,
      open_rate: 1,
      median_seconds: 2,
      top_slides: [
        { slide: 1, seconds: 3 },
        { slide: 2, seconds: 1 },
      ],
    });
    const views = (await timeline(owner, 0)).body.views;
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      id: viewId,
      viewer: 1,
      email: null,
      device: 'desktop',
      seconds: 4,
      slide_seconds: [3, 1],
      furthest_slide: 2,
      ended_at: expect.any(String),
    });

    const first = await opened.waitFor((data) => data.linkId === link(0).id, 30_000);
    expect(first.data).toMatchObject({
      batchId,
      ownerId: owner.id,
      rowNumber: 1,
      rowEmail: 'person1@example.com',
    });
    const ended = await viewed.waitFor((data) => data.view.id === viewId, 30_000);
    expect(ended.data.view).toMatchObject({ seconds: 4, slideSeconds: [3, 1], furthestSlide: 2 });
    expect(ended.data.rowEmail).toBe('person1@example.com');
  });

  it('stores the network truncated and the viewer id only hashed', async () => {
    const table = `${quoteIdent(serviceSchema('generation'))}."share_link_views"`;
    const rows = (await stack.dataSource?.query(
      `SELECT "network", "viewer_hash" FROM ${table} WHERE "link_id" = $1`,
      [link(0).id],
    )) as { network: string; viewer_hash: string }[];
    expect(rows.map((row) => [row.network, /^[0-9a-f]{64}$/.test(row.viewer_hash)])).toEqual([
      ['203.0.113.0/24', true],
    ]);
  });

  it("cuts seconds at the view's elapsed time plus 5 s", async () => {
    const viewer = anyone('203.0.113.78');
    const viewId = await startView(viewer, 0);
    expect(
      (await report(viewer, 0, viewId, { slide_seconds: [1000], furthest_slide: 9, ended: true })).status,
    ).toBe(204);
    const view = (await timeline(owner, 0)).body.views.find((v) => v.id === viewId);
    expect(view?.seconds).toBeGreaterThan(0);
    expect(view?.seconds).toBeLessThan(30);
    expect(view?.furthest_slide).toBe(3);
  });

  it('sends deck-opened once per link and deck-viewed once per view; a returning browser is the same viewer', async () => {
    const returning = anyone('203.0.113.79');
    const first = await startView(returning, 0);
    await report(returning, 0, first, { slide_seconds: [1], furthest_slide: 1, ended: true });
    const again = await startView(returning, 0);
    await report(returning, 0, again, { slide_seconds: [1], furthest_slide: 1, ended: true });
    await viewed.waitFor((data) => data.view.id === again, 30_000);
    await viewed.waitFor((data) => data.view.id === first, 30_000);
    expect(opened.events.filter((event) => event.data.linkId === link(0).id)).toHaveLength(1);
    expect(viewed.events.filter((event) => event.data.view.id === first)).toHaveLength(1);
    const views = (await timeline(owner, 0)).body.views;
    const numbers = (id: string) => views.find((view) => view.id === id)?.viewer;
    expect(numbers(first)).toBe(numbers(again));
    expect(new Set(views.map((view) => view.viewer)).size).toBe(3);
    expect((await list()).links[0]?.stats).toMatchObject({ opens: 4, viewers: 3 });
  });

  it("refuses a report of another link's view (404)", async () => {
    const viewer = anyone('203.0.113.80');
    const viewId = await startView(viewer, 0);
    expect(
      (await report(viewer, 1, viewId, { slide_seconds: [1], furthest_slide: 1, ended: true })).status,
    ).toBe(404);
  });

  it('counts a download through the link for the view it names', async () => {
    const viewer = anyone('203.0.113.81');
    const viewId = await startView(viewer, 1);
    const file = await viewer.fetch(`/d/${tokenOf(link(1))}/download/pptx?view=${viewId}`);
    expect(file.status).toBe(200);
    await file.arrayBuffer();
    const { stats, views } = (await timeline(owner, 1)).body;
    expect(stats.downloads).toBe(1);
    expect(views.find((view) => view.id === viewId)?.downloads).toBe(1);
  });

  it('ends a silent view in the sweep, with its deck-viewed', async () => {
    const viewer = anyone('203.0.113.82');
    const viewId = await startView(viewer, 1);
    await report(viewer, 1, viewId, { slide_seconds: [1], furthest_slide: 1, ended: false });
    // Silent for no time at all: the sweep's threshold, without waiting five minutes.
    const sweep = stack.app.get(EndSilentShareViewsUseCase, { strict: false });
    expect(await sweep.execute({ silentForMs: 0 })).toBeGreaterThanOrEqual(1);
    const view = (await timeline(owner, 1)).body.views.find((v) => v.id === viewId);
    expect(view?.ended_at).toEqual(view?.last_seen_at);
    const event = await viewed.waitFor((data) => data.view.id === viewId, 30_000);
    expect(event.data.view.seconds).toBe(1);
    expect(await sweep.execute({ silentForMs: 0 })).toBe(0);
    // The page comes back to its ended view: its report is gone (the page starts a new view); its final
    // report when left is still answered as ever. Neither changes the ended view.
    expect(
      (await report(viewer, 1, viewId, { slide_seconds: [3], furthest_slide: 1, ended: false })).status,
    ).toBe(410);
    expect(
      (await report(viewer, 1, viewId, { slide_seconds: [3], furthest_slide: 1, ended: true })).status,
    ).toBe(204);
    const after = (await timeline(owner, 1)).body.views.find((v) => v.id === viewId);
    expect(after).toEqual(view);
    expect(viewed.events.filter((e) => e.data.view.id === viewId)).toHaveLength(1);
  });

  it("answers another user's link views 404, lets a team member read them, and API v1 lists the stats", async () => {
    expect((await timeline(stranger, 0)).status).toBe(404);
    const asMember = await timeline(member, 0);
    expect([asMember.status, asMember.body.stats.opens]).toEqual([200, 5]);
    const api = await apiKeyClient(stack, owner, ['read']);
    const v1 = await api.get<V1ShareLinkList>(`/api/v1/batches/${batchId}/links`);
    expect(v1.body.data[0]?.stats).toMatchObject({ opens: 5, viewers: 4 });
    const v1Views = `/api/v1/batches/${batchId}/links/${link(0).id}/views`;
    const views = await api.get<V1ShareLinkViews>(v1Views);
    expect([views.status, views.body.stats.opens, views.body.data.length]).toEqual([200, 5, 5]);
    expect((await (await apiKeyClient(stack, stranger, ['read'])).get(v1Views)).status).toBe(404);
  });

  it("lists the newest opens of the user's own links on the dashboard", async () => {
    const recent = await owner.client.get<RecentShareOpensView>('/api/app/dashboard/recent_opens');
    expect(recent.status).toBe(200);
    expect(recent.body.opens).toHaveLength(9);
    expect(recent.body.opens.every((open) => open.presentation_id === batchId)).toBe(true);
    const started = recent.body.opens.map((open) => open.started_at);
    expect(started).toEqual([...started].sort().reverse());
    expect(
      (await stranger.client.get<RecentShareOpensView>('/api/app/dashboard/recent_opens')).body.opens,
    ).toEqual([]);
  });

  it("counts no more slides than the deck's drawn ones, whatever the page says", async () => {
    const viewer = anyone('203.0.113.85');
    const viewId = await startView(viewer, 1, 400);
    const seconds = Array.from({ length: 300 }, (_, i) => (i === 3 ? 1 : i === 299 ? 2 : 0));
    expect(
      (await report(viewer, 1, viewId, { slide_seconds: seconds, furthest_slide: 300, ended: true })).status,
    ).toBe(204);
    const view = (await timeline(owner, 1)).body.views.find((v) => v.id === viewId);
    expect(view).toMatchObject({
      slide_count: 4,
      furthest_slide: 4,
      slide_seconds: [0, 0, 0, 1],
      seconds: 1,
    });
    const { links: listed, summary } = await list();
    expect(listed[1]?.stats).toMatchObject({ furthest_slide: 4, slide_count: 4 });
    expect(summary.top_slides).toContainEqual({ slide: 4, seconds: 1 });
    expect(summary.top_slides.every((top) => top.slide <= 4)).toBe(true);
  });

  it('starts no view of a revoked link (410)', async () => {
    const viewer = anyone('203.0.113.83');
    await owner.client.post(`/api/app/presentations/${batchId}/links/${link(1).id}/revoke`);
    expect((await viewer.post(`/d/${tokenOf(link(1))}/views`, { slide_count: 3 })).status).toBe(410);
  });

  it("names a gated link's view by the address typed at the gate", async () => {
    await owner.client.patch(`/api/app/presentations/${batchId}/links/${link(0).id}`, { gate: 'email' });
    const viewer = anyone('203.0.113.84');
    // Without a pass the link is gated: no view starts.
    expect((await viewer.post(`/d/${tokenOf(link(0))}/views`, { slide_count: 3 })).status).toBe(403);
    expect(
      (await viewer.post(`/d/${tokenOf(link(0))}/gate`, { email: 'ada@northwind.example' })).status,
    ).toBe(204);
    const viewId = await startView(viewer, 0);
    const view = (await timeline(owner, 0)).body.views.find((v) => v.id === viewId);
    expect(view?.email).toBe('ada@northwind.example');
    const recent = await owner.client.get<RecentShareOpensView>('/api/app/dashboard/recent_opens');
    expect(recent.body.opens[0]).toMatchObject({ view_id: viewId, email: 'ada@northwind.example', row: 1 });
  });
});
