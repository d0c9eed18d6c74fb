import { Client } from 'pg';
import { serviceSchema, startEmbeddedPostgres } from '@deckmill/database';
import { openBrowser, signUpInBrowser, startProduct, type BrowserSession, type RunningProduct } from '../src';
import { screenshot, settle, sidewaysOverflow } from '../src/layout/pageChecks';
import { confirmByMail } from '../src/operator';
import { seedWorkspace, waitForBatch } from '../src/seed';

const schema = `"${serviceSchema('generation')}"`;
const BATCH_NAME = 'Spring offers for the whole sales region';

/**
 * With the product stopped, puts a finished batch back as a lost chunk job leaves it (rows pending, the batch
 * processing, no progress for 25 minutes) in its embedded database, and keeps the product's own resume sweep
 * away (its lease held by someone else for a day), so only the operator's Resume can move it.
 */
async function strandBatch(product: RunningProduct, batchId: string): Promise<void> {
  await product.stop();
  const database = await startEmbeddedPostgres(product.dataDir);
  const client = new Client(database.connection);
  try {
    await client.connect();
    await client.query(`UPDATE ${schema}."batch_rows" SET status = 'pending' WHERE batch_id = $1`, [batchId]);
    await client.query(
      `UPDATE ${schema}."batches" SET status = 'processing', rows_done = 0, completed_at = NULL,
         announced_at = NULL, decks_expire_at = NULL, last_progress_at = now() - interval '25 minutes',
         created_at = now() - interval '2 hours' WHERE id = $1`,
      [batchId],
    );
    await client.query(
      `INSERT INTO ${schema}."sweep_leases" (name, holder, expires_at)
       VALUES ('resume-batches', 'e2e: another process', now() + interval '1 day')
       ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at`,
    );
  } finally {
    await client.end();
    await database.stop();
  }
  await product.restart();
}

describe('stuck batches in the admin panel', () => {
  let product: RunningProduct;
  let operator: BrowserSession;
  let customer: BrowserSession;
  const operatorEmail = `operator-${Date.now()}@example.test`;

  beforeAll(async () => {
    product = await startProduct({ smtp: true, env: { ADMIN_EMAIL: operatorEmail, LOG_LEVEL: 'debug' } });
    operator = await openBrowser();
    customer = await openBrowser();
    await signUpInBrowser(operator, product.baseUrl, { name: 'Olivia Operator', email: operatorEmail });
    await confirmByMail(operator, product, operatorEmail);
    await signUpInBrowser(customer, product.baseUrl, { name: 'Carl Customer' });
  });

  afterAll(async () => {
    await operator?.close();
    await customer?.close();
    await product?.dispose();
  });

  it('an operator finds a batch that stopped moving and resumes it until it completes', async () => {
    const base = product.baseUrl;
    const { batchId } = await seedWorkspace(customer, base, 3);
    expect(await waitForBatch(customer, base, batchId)).toBe('completed');
    await strandBatch(product, batchId);

    const page = await operator.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/admin`);
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Stuck batches' })
      .click();
    await page.waitForURL(`${base}/admin/stuck-batches`);
    const row = page.getByRole('row').filter({ hasText: BATCH_NAME });
    await row.waitFor();
    await row.getByText('0 done, 0 failed of 3').waitFor();
    await row.getByText(/^2[5-9] min$/).waitFor();
    await settle(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'admin', '/admin/stuck-batches', 1280, 'light');

    // A longer threshold leaves it out.
    await page.getByLabel('No progress for at least').selectOption('60');
    await page.waitForURL(`${base}/admin/stuck-batches?minutes=60`);
    await page.getByRole('heading', { name: 'No stuck batches' }).waitFor();
    await page.getByLabel('No progress for at least').selectOption('10');
    await row.waitFor();

    await page.setViewportSize({ width: 360, height: 800 });
    await settle(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'admin', '/admin/stuck-batches', 360, 'light');

    await page.getByRole('button', { name: `Resume ${BATCH_NAME}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Resume batch' });
    await dialog.getByRole('button', { name: 'Resume' }).click();
    await page.getByText(`Resumed “${BATCH_NAME}”: sent 1 chunk job again.`).waitFor();

    expect(await waitForBatch(customer, base, batchId)).toBe('completed');
    await page.reload();
    await page.getByRole('heading', { name: 'No stuck batches' }).waitFor();
    await screenshot(page, 'admin', '/admin/stuck-batches-empty', 360, 'light');

    const audit = await operator.context.request.get(
      `${base}/api/admin/audit_log?action=batch.resumed_by_operator`,
    );
    const { entries } = (await audit.json()) as {
      entries: { actor: { email: string }; target: { id: string } }[];
    };
    expect(entries.map((entry) => [entry.actor.email, entry.target.id])).toEqual([[operatorEmail, batchId]]);
    expect(operator.consoleErrors).toEqual([]);
    // The product is started twice (before and after its database is changed) on a shared machine.
  }, 480_000);
});
