import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { utils, write } from '@e965/xlsx';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { deckTexts } from './support/api-v1';
import { newPerson } from './support/world';

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(ROOT, 'tools/bin/deckmill.cjs');
const TEMPLATE = path.join(__dirname, '../src/dashboard/samples/sample-template.pptx');

interface CliRun {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `deckmill <args>` as a child process, as a terminal would. */
function deckmill(
  args: readonly string[],
  env: Readonly<Record<string, string>>,
  cwd: string,
): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd, env: { PATH: process.env['PATH'] ?? '', ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const status = error ? Number((error as { code?: unknown }).code ?? 1) : 0;
        resolve({ status, stdout, stderr });
      },
    );
  });
}

/** `deckmill remote ...` runs a batch on a Deckmill server through API v1 with an API key. */
describe('deckmill remote (the CLI on API v1)', () => {
  let stack: TestStack;
  let dir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    stack = await startTestStack();
    const ada = await newPerson(stack, 'cli-remote');
    const key = await ada.client.post<{ api_key: { token: string } }>('/api/settings/api_keys', {
      api_key: { name: 'terminal' },
    });
    if (key.status !== 201) throw new Error(`API key: ${key.status} ${key.text}`);
    env = { DECKMILL_URL: stack.baseUrl, DECKMILL_API_KEY: key.body.api_key.token };
    dir = mkdtempSync(path.join(os.tmpdir(), 'deckmill-cli-remote-'));
    writeFileSync(path.join(dir, 'offer.pptx'), readFileSync(TEMPLATE));
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('uploads a template, runs a batch of JSON rows with --wait --out, and the ZIP holds the decks', async () => {
    const uploaded = await deckmill(
      ['remote', 'templates', 'upload', 'offer.pptx', '--name', 'Offer', '--json'],
      env,
      dir,
    );
    expect([uploaded.status, uploaded.stderr]).toEqual([0, '']);
    const template = JSON.parse(uploaded.stdout) as { id: number; placeholders: string[] };
    expect(template.placeholders).toContain('company');

    const rows = [
      { first_name: 'Ada', company: 'Northwind Traders', city: 'London' },
      { first_name: 'Grace', company: 'Blue Harbor Logistics', city: 'Rotterdam' },
    ];
    writeFileSync(path.join(dir, 'rows.json'), JSON.stringify(rows));
    const args = ['remote', 'batch', String(template.id), 'rows.json', '--name-pattern', '{{company}}'];
    const batch = await deckmill([...args, '--wait', '--out', 'decks.zip'], env, dir);
    expect({ status: batch.status, stderr: batch.status === 0 ? '' : batch.stderr }).toEqual({
      status: 0,
      stderr: '',
    });
    expect(batch.stdout).toMatch(/: completed, 2 of 2 row\(s\) done, 0 failed/);
    expect(batch.stdout).toMatch(/Wrote decks\.zip \(\d+ bytes\)/);
    const decks = deckTexts(new Uint8Array(readFileSync(path.join(dir, 'decks.zip'))));
    expect([...decks.keys()].sort()).toEqual(['Blue Harbor Logistics.pptx', 'Northwind Traders.pptx']);
    expect(decks.get('Northwind Traders.pptx')).toContain('Ada');

    const id = /^Batch (\S+)/m.exec(batch.stdout)?.[1] ?? '';
    const status = await deckmill(['remote', 'batch-status', id], env, dir);
    // Unnamed JSON rows: "<template> · <date>".
    expect([status.status, status.stdout]).toEqual([
      0,
      expect.stringMatching(new RegExp(`^Batch ${id} "Offer · \\d{4}-\\d{2}-\\d{2}": completed`)),
    ]);
    // A finished batch can no longer be cancelled; the server's code is printed, exit 1.
    const cancel = await deckmill(['remote', 'batch-cancel', id], env, dir);
    expect([cancel.status, cancel.stderr]).toEqual([1, expect.stringContaining('batch_not_cancellable')]);
  });

  it('uploads a workbook once as a dataset and makes the decks from the sheet asked for, as Excel shows it', async () => {
    const uploaded = await deckmill(['remote', 'templates', 'upload', 'offer.pptx', '--json'], env, dir);
    const { id, placeholders } = JSON.parse(uploaded.stdout) as { id: number; placeholders: string[] };
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Read me first']]), 'Notes');
    const offers = utils.aoa_to_sheet([
      placeholders,
      placeholders.map((name) => (name === 'monthly_price' ? 18 : name)),
    ]);
    const priceColumn = utils.encode_col(placeholders.indexOf('monthly_price'));
    const price = offers[`${priceColumn}2`] as { z?: string } | undefined;
    if (price) price.z = '"€"#,##0.00';
    utils.book_append_sheet(book, offers, 'Offers');
    writeFileSync(
      path.join(dir, 'offers.xlsx'),
      write(book, { type: 'buffer', bookType: 'xlsx', cellStyles: true }),
    );
    writeFileSync(
      path.join(dir, 'mapping.json'),
      JSON.stringify(Object.fromEntries(placeholders.map((name) => [name, name]))),
    );
    const args = ['remote', 'batch', String(id), 'offers.xlsx', '--sheet', 'Offers', '--map', 'mapping.json'];
    const batch = await deckmill([...args, '--wait', '--out', 'sheet.zip'], env, dir);
    expect([batch.status, batch.stdout]).toEqual([
      0,
      expect.stringMatching(/completed, 1 of 1 row\(s\) done/),
    ]);
    expect(batch.stderr).toMatch(/^Dataset \S+: 1 row\(s\) from sheet "Offers"$/m);
    const [deck] = [...deckTexts(new Uint8Array(readFileSync(path.join(dir, 'sheet.zip')))).values()];
    expect(deck).toContain('€18.00');

    const csvSheet = await deckmill(
      ['remote', 'batch', String(id), 'offers.csv', '--sheet', 'Offers'],
      env,
      dir,
    );
    expect([csvSheet.status, csvSheet.stderr]).toEqual([
      2,
      expect.stringContaining('--sheet reads a workbook'),
    ]);
    // A retried key would meet a new upload of the workbook each time: refused before anything is sent.
    const keyed = await deckmill([...args, '--idempotency-key', 'retry-1'], env, dir);
    expect([keyed.status, keyed.stderr]).toEqual([2, expect.stringContaining('save the sheet as CSV')]);
  });

  it('says what is wrong, with exit statuses: no key 2, a bad key, an unknown batch and invalid fields 1', async () => {
    const noKey = await deckmill(['remote', 'batch-status', 'x'], { DECKMILL_URL: stack.baseUrl }, dir);
    expect([noKey.status, noKey.stderr]).toEqual([
      2,
      expect.stringContaining('No API key: set DECKMILL_API_KEY'),
    ]);

    const badKey = await deckmill(['remote', 'batch-status', 'x', '--api-key', 'dm_not_a_key'], env, dir);
    expect([badKey.status, badKey.stderr]).toEqual([1, expect.stringMatching(/HTTP 401, invalid_api_key/)]);

    const unknown = await deckmill(
      ['remote', 'batch-status', '00000000-0000-4000-8000-000000000000'],
      env,
      dir,
    );
    expect([unknown.status, unknown.stderr]).toEqual([1, expect.stringMatching(/HTTP 404, not_found/)]);

    writeFileSync(path.join(dir, 'one.json'), JSON.stringify([{ company: 'Acme' }]));
    const invalid = await deckmill(['remote', 'batch', '999999', 'one.json'], env, dir);
    expect([invalid.status, invalid.stderr]).toEqual([
      1,
      expect.stringMatching(/HTTP 422, validation_failed[\s\S]*\n {2}template_id: /),
    ]);

    // --encoding goes with a data file as data_encoding: the server refuses it for JSON, and names it.
    writeFileSync(path.join(dir, 'object.json'), JSON.stringify({ company: 'Acme' }));
    const encoded = await deckmill(
      ['remote', 'batch', '999999', 'object.json', '--encoding', 'windows-1252'],
      env,
      dir,
    );
    expect([encoded.status, encoded.stderr]).toEqual([
      1,
      expect.stringContaining(
        'data_encoding: A JSON file is read as UTF-8; the encoding applies to CSV files.',
      ),
    ]);
    const unknownEncoding = await deckmill(
      ['remote', 'batch', '1', 'x.csv', '--encoding', 'ebcdic'],
      env,
      dir,
    );
    expect([unknownEncoding.status, unknownEncoding.stderr]).toEqual([
      2,
      expect.stringContaining('Unknown --encoding "ebcdic"'),
    ]);
  });
});
