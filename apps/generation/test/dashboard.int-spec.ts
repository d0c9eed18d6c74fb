import type { Dashboard, PresentationWizard } from '@deckmill/api-contracts';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { bulkCreate, deckText, download, newUser, waitForStatus } from './support/generation-helpers';

describe('dashboard, wizard data and the sample for new users', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });

  afterAll(() => stack.stop());

  it('gives a new user an empty dashboard on the free plan', async () => {
    const user = await newUser(stack, 'free');
    const res = await user.client.get<Dashboard>('/api/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: { email: user.email, subscription_tier: 'free' },
      stats: { templates_count: 0, presentations_this_month: 0, usage_limit: 10, usage_percentage: 0 },
      recent_presentations: [],
    });
    expect(res.body.quick_actions.map((action) => action.icon)).toEqual(['upload', 'plus', 'folder']);
  });

  it('runs the sample template with the sample CSV in one go', async () => {
    const user = await newUser(stack, 'free');
    const csv = await download(user, '/api/app/samples/csv');
    expect(csv.status).toBe(200);
    const csvText = new TextDecoder().decode(csv.bytes);
    const columns = csvText.split('\n')[0]?.split(',') ?? [];
    expect(columns).toContain('first_name');
    expect(csvText.trim().split('\n')).toHaveLength(9);
    const template = await download(user, '/api/app/samples/template');
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toContain('.pptx');

    const added = await user.client.post<{ id: number; placeholders: string[] }>('/api/app/samples/template');
    expect(added.status).toBe(201);
    // Every placeholder of the sample deck (slides, table and notes) has its own column in the sample CSV.
    expect([...added.body.placeholders].sort()).toEqual([...columns].sort());
    const wizard = await user.client.get<PresentationWizard>('/api/app/presentations/new');
    expect(wizard.body.templates.map((t) => t.id)).toEqual([added.body.id]);

    const created = await bulkCreate(user, {
      templateId: added.body.id,
      csv: csvText,
      mapping: Object.fromEntries(columns.map((column) => [column, column])),
    });
    expect(created.status).toBe(201);
    const detail = await waitForStatus(user, created.body.id);
    expect(detail).toMatchObject({ status: 'completed', rows_done: 8 });
    const first = await download(user, detail.rows[0]?.download_url ?? '');
    expect(deckText(first.bytes)).toContain('Northwind Traders');
    expect(deckText(first.bytes)).not.toContain('{{');

    const dashboard = await user.client.get<Dashboard>('/api/dashboard');
    expect(dashboard.body.stats).toMatchObject({
      templates_count: 1,
      presentations_this_month: 8,
      usage_percentage: 80,
    });
    expect(dashboard.body.recent_presentations).toEqual([
      expect.objectContaining({
        id: created.body.id,
        status: 'completed',
        download_url: detail.download_url,
      }),
    ]);
  });

  it('refuses the sample pages to anonymous visitors', async () => {
    const res = await fetch(`${stack.baseUrl}/api/app/samples/csv`);
    expect(res.status).toBe(401);
  });
});
