import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { csrfToken } from './accounts';
import type { BrowserSession } from './harness';

const SAMPLE_DIR = path.resolve(__dirname, '../../gateway/src/dashboard/samples');
const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export interface Workspace {
  templateId: number;
  batchId: string;
  teamShortId: string;
}

async function postOk(response: { status(): number; text(): Promise<string>; json(): Promise<unknown> }) {
  if (response.status() >= 300) throw new Error(`seed failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Gives the signed-in user of `browser` a template (the built-in sample deck), a team and a batch of `rows` rows
 * of the sample CSV (every placeholder mapped to its column), through the API the front ends use.
 */
export async function seedWorkspace(browser: BrowserSession, baseUrl: string, rows = 3): Promise<Workspace> {
  const request = browser.context.request;
  const headers = { 'x-csrf-token': await csrfToken(browser, baseUrl) };
  const template = await postOk(
    await request.post(`${baseUrl}/api/app/templates`, {
      headers,
      multipart: {
        'template[name]': 'Personal Offer',
        'template[file]': {
          name: 'Personal Offer.pptx',
          mimeType: PPTX_TYPE,
          buffer: await readFile(path.join(SAMPLE_DIR, 'sample-template.pptx')),
        },
      },
    }),
  );
  const team = await postOk(
    await request.post(`${baseUrl}/api/app/teams`, { headers, data: { team: { name: 'Marketing' } } }),
  );
  const [header = '', ...lines] = (await readFile(path.join(SAMPLE_DIR, 'sample-data.csv'), 'utf8'))
    .trim()
    .split('\n');
  const csv = [header, ...Array.from({ length: rows }, (_, index) => lines[index % lines.length])].join('\n');
  const placeholders = template['placeholders'] as string[];
  const columns = header.split(',');
  const mapping = Object.fromEntries(
    placeholders.map((name) => [name, columns.find((column) => column === name) ?? columns[0]]),
  );
  const batch = await postOk(
    await request.post(`${baseUrl}/api/app/presentations/bulk_create`, {
      headers,
      multipart: {
        'presentation[template_id]': String(template['id']),
        'presentation[data_mapping]': JSON.stringify(mapping),
        'presentation[name]': 'Spring offers for the whole sales region',
        'presentation[csv_file]': { name: 'offers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
      },
    }),
  );
  return {
    templateId: Number(template['id']),
    batchId: String(batch['id']),
    teamShortId: String(team['short_id']),
  };
}

/** Waits until a batch is completed (or failed), polling its detail as the page does. */
export async function waitForBatch(
  browser: BrowserSession,
  baseUrl: string,
  batchId: string,
): Promise<string> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const response = await browser.context.request.get(`${baseUrl}/api/app/presentations/${batchId}`);
    const { status } = (await response.json()) as { status: string };
    if (status === 'completed' || status === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`batch ${batchId} did not finish in time`);
}
