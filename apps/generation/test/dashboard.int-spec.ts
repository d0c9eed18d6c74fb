import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import type { Dashboard, PresentationWizard } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { batchImageSource, openImageArchive } from '@deckmill/pptx';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { bulkCreate, deckText, download, newUser, waitForStatus } from './support/generation-helpers';

describe('dashboard, wizard data and the sample for new users', () => {
  let stack: TestStack;

  beforeAll(async () => {
    // Pictures from each batch's images archive, as the server binds them (apps/server image-sources.ts).
    stack = await startTestStack({
      modules: {
        generation: {
          imageSources: async ({ archivePath }) => {
            const archive = archivePath ? await openImageArchive(archivePath) : undefined;
            const source = batchImageSource({ archive });
            return { resolve: (value: string) => source.resolve(value), close: () => archive?.close() };
          },
        },
      },
    });
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

    // The images archive holds each row's logo: every deck shows its company's, and no row needs a note.
    const images = await download(user, '/api/app/samples/images');
    expect(images.status).toBe(200);
    const logos = unzipSync(images.bytes);
    expect(Object.keys(logos)).toHaveLength(8);
    const created = await bulkCreate(user, {
      templateId: added.body.id,
      csv: csvText,
      mapping: Object.fromEntries(columns.map((column) => [column, column])),
      images: images.bytes,
    });
    expect(created.status).toBe(201);
    const detail = await waitForStatus(user, created.body.id);
    expect(detail).toMatchObject({ status: 'completed', rows_done: 8 });
    expect(detail.rows.map((row) => row.notes)).toEqual(detail.rows.map(() => []));
    const first = await download(user, detail.rows[0]?.download_url ?? '');
    expect(deckText(first.bytes)).toContain('Northwind Traders');
    expect(deckText(first.bytes)).not.toContain('{{');
    const media = Object.entries(unzipSync(first.bytes)).filter(([name]) => name.startsWith('ppt/media/'));
    const northwind = Buffer.from(logos['northwind-traders.png'] ?? []);
    expect(media.some(([, bytes]) => northwind.equals(Buffer.from(bytes)))).toBe(true);

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

    // What templates' decks_count backfill learns of it (a batch that is gone is left out).
    const decks = await stack.app
      .get(RpcClient)
      .call('generation.batch-decks', { batchIds: [created.body.id, randomUUID()] });
    expect(decks).toEqual({ batches: [{ batchId: created.body.id, rowsDone: 8 }] });
  });

  it('refuses the sample pages to anonymous visitors', async () => {
    const res = await fetch(`${stack.baseUrl}/api/app/samples/csv`);
    expect(res.status).toBe(401);
  });
});
