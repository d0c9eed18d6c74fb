import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DeckmillApiError, DeckmillClient, type BatchOptions } from '@deckmill/api-client';
import { encodingOption } from './encoding-option';
import { InputError, UsageError } from './usage';

/** `deckmill remote ...`: runs the work on a Deckmill server through API v1 (@deckmill/api-client). */
export const REMOTE_USAGE = `Usage (a Deckmill server, API v1; DECKMILL_URL and DECKMILL_API_KEY, or --url and --api-key):
  deckmill remote templates upload <file.pptx> [--name <name>] [--json]
  deckmill remote batch <template-id> <data.csv|rows.json|data.xlsx> [--format pptx,pdf] [--name-pattern <pattern>]
                        [--map <mapping.json>] [--encoding <name>] [--sheet <name>] [--locale de-DE]
                        [--idempotency-key <key>]
                        [--wait [--out <decks.zip>]] [--json]
  deckmill remote batch-status <batch-id> [--json]
  deckmill remote batch-cancel <batch-id> [--json]

templates upload  uploads a template and prints its id and placeholders.
batch             a .json file holding an array of objects is posted as JSON rows (one deck each); any other
                  file (.csv, a .json object) as a data file. --map maps placeholders to CSV columns;
                  --encoding (utf-8, utf-16le, utf-16be, windows-1252, iso-8859-1) says a CSV's, else the
                  server detects it. A workbook (.xlsx, .xlsm, .ods) is uploaded once as a dataset and read
                  as Excel shows it: --sheet picks its sheet (default the first with data). --wait
                  polls until the batch finished; --out then downloads its ZIP.
batch-status      the batch's status, counts and failed rows.
batch-cancel      stops a pending or processing batch; the decks made so far stay downloadable.
Exit status: 0 done, 1 refused by the server (401, 404, 409, 422...) or a failed or cancelled batch, 2 bad
command line or no API key, 3 the server could not be reached or failed (5xx).`;

const EXIT_OK = 0;
const EXIT_REFUSED = 1;
const EXIT_USAGE = 2;
const EXIT_UNAVAILABLE = 3;

type Out = Pick<NodeJS.WriteStream, 'write'>;

const GLOBAL_OPTIONS = {
  url: { type: 'string' },
  'api-key': { type: 'string' },
  json: { type: 'boolean' },
} as const;

function clientOf(values: { url?: string; 'api-key'?: string }): DeckmillClient {
  const baseUrl = values.url ?? process.env['DECKMILL_URL'];
  const apiKey = values['api-key'] ?? process.env['DECKMILL_API_KEY'];
  if (!baseUrl) throw new UsageError('No server: set DECKMILL_URL or pass --url https://deckmill.example.');
  if (!apiKey) {
    throw new UsageError('No API key: set DECKMILL_API_KEY or pass --api-key (Settings → API keys).');
  }
  if (!/^https?:\/\//.test(baseUrl))
    throw new UsageError(`--url must start with http:// or https:// (${baseUrl}).`);
  return new DeckmillClient({ baseUrl, apiKey });
}

function print(stdout: Out, json: boolean, answer: unknown, lines: readonly string[]): void {
  stdout.write(json ? `${JSON.stringify(answer, null, 2)}\n` : `${lines.join('\n')}\n`);
}

async function uploadTemplate(args: readonly string[], stdout: Out): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { ...GLOBAL_OPTIONS, name: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new UsageError('templates upload takes exactly one .pptx file.');
  const file = positionals[0];
  const client = clientOf(values);
  const bytes = await readFile(file);
  const name = values.name ?? path.basename(file, path.extname(file));
  const template = await client.templates.upload(
    new Blob([new Uint8Array(bytes)]),
    path.basename(file),
    name,
  );
  print(stdout, values.json === true, template, [
    `Template ${template.id} "${template.name}": ${template.placeholders.length} placeholder(s), ${template.slide_count} slide(s)`,
    ...(template.placeholders.length > 0 ? [`  ${template.placeholders.join(', ')}`] : []),
  ]);
  return EXIT_OK;
}

function formatsOf(value: string | undefined): BatchOptions['formats'] {
  if (value === undefined) return undefined;
  const formats = value.split(',').map((format) => format.trim());
  if (formats.length === 0 || formats.some((format) => format !== 'pptx' && format !== 'pdf')) {
    throw new UsageError(`--format takes pptx, pdf or pptx,pdf (got "${value}").`);
  }
  return formats as ('pptx' | 'pdf')[];
}

async function jsonFile(file: string, what: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    if (error instanceof SyntaxError)
      throw new InputError(`${what} ${file} is not valid JSON: ${error.message}`);
    throw error;
  }
}

async function mappingOf(file: string | undefined): Promise<Record<string, string> | undefined> {
  if (file === undefined) return undefined;
  const mapping = await jsonFile(file, '--map');
  const valid =
    typeof mapping === 'object' &&
    mapping !== null &&
    !Array.isArray(mapping) &&
    Object.values(mapping).every((column) => typeof column === 'string');
  if (!valid) throw new InputError(`--map ${file} must be a JSON object of "placeholder": "column".`);
  return mapping as Record<string, string>;
}

function statusLines(batch: Awaited<ReturnType<DeckmillClient['batches']['get']>>): string[] {
  const lines = [
    `Batch ${batch.id} "${batch.name}": ${batch.status}, ${batch.rows_done} of ${batch.row_count} row(s) done, ${batch.rows_failed} failed`,
  ];
  for (const row of batch.rows.filter((candidate) => candidate.status === 'failed')) {
    lines.push(`  row ${row.row}: ${row.failure_reason ?? 'failed'}`);
  }
  return lines;
}

/** A workbook goes up once as a dataset; what the server read (its sheet, rows and warnings) is said. */
async function uploadWorkbook(
  client: DeckmillClient,
  file: string,
  sheet: string | undefined,
  stderr: Out,
): Promise<string> {
  const dataset = await client.datasets.upload(
    new Blob([new Uint8Array(await readFile(file))]),
    path.basename(file),
    {
      ...(sheet === undefined ? {} : { sheet }),
    },
  );
  stderr.write(`Dataset ${dataset.id}: ${dataset.row_count} row(s) from sheet "${dataset.sheet ?? ''}"\n`);
  for (const warning of dataset.warnings) stderr.write(`  ${warning}\n`);
  return dataset.id;
}

async function runBatch(args: readonly string[], stdout: Out, stderr: Out): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      ...GLOBAL_OPTIONS,
      format: { type: 'string' },
      'name-pattern': { type: 'string' },
      map: { type: 'string' },
      encoding: { type: 'string' },
      sheet: { type: 'string' },
      locale: { type: 'string' },
      'idempotency-key': { type: 'string' },
      wait: { type: 'boolean' },
      out: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (positionals.length !== 2) throw new UsageError('batch takes a template id and a data file.');
  const templateId = Number(positionals[0]);
  if (!Number.isInteger(templateId) || templateId <= 0) {
    throw new UsageError(`The template id must be a whole number (got "${positionals[0]}").`);
  }
  if (values.out !== undefined && values.wait !== true) throw new UsageError('--out needs --wait.');
  const client = clientOf(values);
  const dataEncoding = encodingOption(values.encoding);
  const dataFile = positionals[1];
  const options: BatchOptions = {
    formats: formatsOf(values.format),
    name_pattern: values['name-pattern'],
    mapping: await mappingOf(values.map),
    locale: values.locale as BatchOptions['locale'],
  };
  const rows = dataFile.toLowerCase().endsWith('.json')
    ? await jsonFile(dataFile, 'The data file')
    : undefined;
  if (Array.isArray(rows) && dataEncoding !== undefined) {
    throw new UsageError('--encoding reads a CSV data file; JSON rows are UTF-8.');
  }
  const workbook = /\.(xlsx|xlsm|ods)$/i.test(dataFile);
  if (values.sheet !== undefined && !workbook)
    throw new UsageError('--sheet reads a workbook (.xlsx, .ods).');
  if (workbook && dataEncoding !== undefined)
    throw new UsageError('--encoding reads a CSV; a workbook has none.');
  const key = values['idempotency-key'];
  // Each try uploads the workbook again as a new dataset, which a retried key would see as another request.
  if (workbook && key !== undefined) {
    throw new UsageError('--idempotency-key sends the data itself: save the sheet as CSV to retry safely.');
  }
  const created = Array.isArray(rows)
    ? await client.batches.create(
        { template_id: templateId, rows: rows as Record<string, unknown>[], ...options },
        key,
      )
    : workbook
      ? await client.batches.create(
          {
            template_id: templateId,
            dataset_id: await uploadWorkbook(client, dataFile, values.sheet, stderr),
            ...options,
          },
          key,
        )
      : await client.batches.createFromFile(
          {
            template_id: templateId,
            data_file: new Blob([new Uint8Array(await readFile(dataFile))]),
            file_name: path.basename(dataFile),
            ...(dataEncoding === undefined ? {} : { data_encoding: dataEncoding }),
            ...options,
          },
          key,
        );
  if (values.wait !== true) {
    print(stdout, values.json === true, created, [
      `Batch ${created.id}: ${created.status}, ${created.row_count} row(s)`,
    ]);
    return EXIT_OK;
  }
  stderr.write(`Batch ${created.id}: ${created.row_count} row(s)\n`);
  const batch = await client.batches.wait(created.id, {
    onProgress: (current) => stderr.write(`  ${current.status} ${current.progress}%\n`),
  });
  const lines = statusLines(batch);
  if (values.out !== undefined && batch.download_available) {
    const zip = await client.batches.download(batch.id);
    await writeFile(values.out, zip);
    lines.push(`Wrote ${values.out} (${zip.byteLength} bytes)`);
  }
  print(stdout, values.json === true, batch, lines);
  return batch.status === 'completed' ? EXIT_OK : EXIT_REFUSED;
}

async function batchStatus(args: readonly string[], stdout: Out): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: GLOBAL_OPTIONS,
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new UsageError('batch-status takes exactly one batch id.');
  const batch = await clientOf(values).batches.get(positionals[0]);
  print(stdout, values.json === true, batch, statusLines(batch));
  return EXIT_OK;
}

/** Stops a running batch; an already cancelled one is answered as it is, a finished one is a 409. */
async function batchCancel(args: readonly string[], stdout: Out): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: GLOBAL_OPTIONS,
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new UsageError('batch-cancel takes exactly one batch id.');
  const batch = await clientOf(values).batches.cancel(positionals[0]);
  print(stdout, values.json === true, batch, statusLines(batch));
  return EXIT_OK;
}

/** What a refused or failed request tells the user: the server's message, its code and invalid fields. */
function explain(error: DeckmillApiError): string {
  const hint = error.status === 401 ? ' Check DECKMILL_API_KEY (Settings → API keys).' : '';
  const lines = [
    `deckmill: ${error.message} (${error.status ? `HTTP ${error.status}, ` : ''}${error.code}).${hint}`,
  ];
  for (const [field, problems] of Object.entries(error.fields))
    lines.push(`  ${field}: ${problems.join(' ')}`);
  return `${lines.join('\n')}\n`;
}

/** Runs `deckmill remote <args>` and returns its exit status. */
export async function remoteCommand(args: readonly string[], stdout: Out, stderr: Out): Promise<number> {
  const [command, sub, ...rest] = args;
  try {
    if (command === 'templates' && sub === 'upload') return await uploadTemplate(rest, stdout);
    if (command === 'batch') return await runBatch(args.slice(1), stdout, stderr);
    if (command === 'batch-status') return await batchStatus(args.slice(1), stdout);
    if (command === 'batch-cancel') return await batchCancel(args.slice(1), stdout);
    if (command === undefined || command === '--help' || command === '-h') {
      stdout.write(`${REMOTE_USAGE}\n`);
      return command === undefined ? EXIT_USAGE : EXIT_OK;
    }
    throw new UsageError(`Unknown remote command "${[command, sub].filter(Boolean).join(' ')}".`);
  } catch (error) {
    if (error instanceof DeckmillApiError) {
      stderr.write(explain(error));
      return error.status === 0 || error.status >= 500 ? EXIT_UNAVAILABLE : EXIT_REFUSED;
    }
    const code = (error as { code?: unknown }).code;
    if (error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
      stderr.write(`deckmill: ${(error as Error).message}\n\n${REMOTE_USAGE}\n`);
      return EXIT_USAGE;
    }
    if (error instanceof InputError || code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') {
      stderr.write(`deckmill: ${(error as Error).message}\n`);
      return EXIT_REFUSED;
    }
    throw error;
  }
}
