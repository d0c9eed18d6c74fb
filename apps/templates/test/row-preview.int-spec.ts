import type { PresentationWizard, RowPreviewResponse } from '@deckmill/api-contracts';
import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { clientIp, signUpAs } from './support/accounts';
import { PLACEHOLDER_DECK, fixture } from './support/decks';
import { countPixels } from './support/png-pixels';
import { uploadTemplate } from './support/upload';

type Ready = Extract<RowPreviewResponse, { status: 'ready' }>;
const BLACK = { r: 0, g: 0, b: 0 };
/** Full blocks print as solid black: a row whose value is drawn shows many more black pixels. */
const BLOCKS = '\u2588'.repeat(16);

async function person(stack: TestStack, label: string) {
  const client = new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
  await signUpAs(client, label);
  return client;
}

async function templateOf(client: TestClient): Promise<number> {
  const res = await uploadTemplate(client, fixture(PLACEHOLDER_DECK), 'Row preview.pptx');
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return res.body.id;
}

async function png(client: TestClient, url: string): Promise<Buffer> {
  const res = await client.fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  return Buffer.from(await res.arrayBuffer());
}

describe('a preview of one data row, over HTTP, NATS, PostgreSQL and LibreOffice', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({
      targets: ['gateway', 'identity', 'billing', 'teams', 'templates'],
      previews: true,
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('tells the wizard PDFs can be made', async () => {
    const owner = await person(stack, 'pdf-maker');
    const wizard = await owner.get<PresentationWizard>('/api/app/presentations/new');
    expect(wizard.status).toBe(200);
    expect(wizard.body.office_available).toBe(true);
  });

  it("draws the row's value on its slides, then serves the same row from storage", async () => {
    const owner = await person(stack, 'previewer');
    const id = await templateOf(owner);
    const values = { replace: BLOCKS, by: 'Deckmill', replacement: 'row two' };

    const first = await owner.post<Ready>(`/api/app/templates/${id}/row_preview`, { values });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'ready', cached: false });
    expect(first.body.slides).toHaveLength(2);
    const [slide] = first.body.slides;
    expect(slide?.url).toMatch(new RegExp(`^/api/app/templates/${id}/row_previews/[0-9a-f]{64}/1$`));
    expect(slide?.width).toBe(640);
    const filled = await png(owner, slide?.url ?? '');

    const empty = await owner.post<Ready>(`/api/app/templates/${id}/row_preview`, {
      values: { ...values, replace: '' },
    });
    expect(empty.body.status).toBe('ready');
    expect(empty.body.slides[0]?.url).not.toBe(slide?.url);
    const blank = await png(owner, empty.body.slides[0]?.url ?? '');
    // Sixteen full blocks of the title's size: thousands of black pixels the empty value does not have.
    expect(countPixels(filled, BLACK, 60) - countPixels(blank, BLACK, 60)).toBeGreaterThan(1500);

    // The same record, its keys in another order: the stored pictures, no LibreOffice run.
    const again = await owner.post<Ready>(`/api/app/templates/${id}/row_preview`, {
      values: { replacement: 'row two', by: 'Deckmill', replace: BLOCKS },
    });
    expect(again.body).toMatchObject({ status: 'ready', cached: true });
    expect(again.body.slides).toEqual(first.body.slides);
    expect((await png(owner, again.body.slides[0]?.url ?? '')).equals(filled)).toBe(true);
  });

  it("is a 404 for another user's template and its pictures, and refuses a body that is not a row", async () => {
    const owner = await person(stack, 'owner');
    const stranger = await person(stack, 'stranger');
    const id = await templateOf(owner);
    const mine = await owner.post<Ready>(`/api/app/templates/${id}/row_preview`, {
      values: { replace: 'mine' },
    });
    expect(mine.body.status).toBe('ready');
    const url = mine.body.slides[0]?.url ?? '';

    expect((await stranger.post(`/api/app/templates/${id}/row_preview`, { values: {} })).status).toBe(404);
    expect((await stranger.fetch(url)).status).toBe(404);
    expect((await owner.fetch(url.replace(/[0-9a-f]{64}/, 'f'.repeat(64)))).status).toBe(404);
    expect((await owner.fetch(url.replace(/\/1$/, '/99'))).status).toBe(404);

    expect((await owner.post(`/api/app/templates/${id}/row_preview`, { values: 'x' })).status).toBe(422);
    const tooLarge = await owner.post(`/api/app/templates/${id}/row_preview`, {
      values: { replace: 'x'.repeat(300 * 1024) },
    });
    expect(tooLarge.status).toBe(413);
  });
});

describe('a preview of one data row where LibreOffice is not installed', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({
      targets: ['gateway', 'identity', 'billing', 'teams', 'templates'],
      s3: false,
      modules: {
        templates: {
          previews: {
            soffice: '/nonexistent/libreoffice/soffice',
            pdftoppm: 'pdftoppm',
            concurrency: 1,
            sandbox: 'bwrap',
            memoryLimitBytes: 1536 * 1024 * 1024,
          },
        },
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('tells the wizard PDFs cannot be made', async () => {
    const owner = await person(stack, 'no-pdf');
    const wizard = await owner.get<PresentationWizard>('/api/app/presentations/new');
    expect(wizard.status).toBe(200);
    expect(wizard.body.office_available).toBe(false);
  });

  it('says so plainly, with how to install it', async () => {
    const owner = await person(stack, 'offline');
    const id = await templateOf(owner);
    const res = await owner.post<RowPreviewResponse>(`/api/app/templates/${id}/row_preview`, {
      values: { replace: 'Acme' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'unavailable',
      reason: 'Previews need LibreOffice on the server.',
      install_hint: expect.stringContaining('apt-get install libreoffice-impress poppler-utils'),
    });
  });
});
