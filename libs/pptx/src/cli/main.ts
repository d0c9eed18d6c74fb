import { parseArgs } from 'node:util';
import { CsvError } from '@deckmill/csv';
import { DataError } from '@deckmill/csv/data';
import { WorkbookError } from '@deckmill/csv/workbook';
import { OutboundPolicy } from '@deckmill/outbound';
import { TemplateError } from '../errors';
import { ImageArchiveError } from '../images/image-files';
import {
  generateCommand,
  type CliFormat,
  type GenerateOptions,
  type GenerateSummary,
} from './generate-command';
import { encodingOption } from './encoding-option';
import { inspectCommand } from './inspect-command';
import { mcpCommand } from './mcp-command';
import { itemKindOf, preflightCommand, preflightJson, preflightText } from './preflight-command';
import { remoteCommand } from './remote-command';
import { InputError, USAGE, UsageError } from './usage';

const EXIT_OK = 0;
const EXIT_BAD_INPUT = 1;
const EXIT_USAGE = 2;
/** The commands run here (remote has its own usage and --help). */
const LOCAL_COMMANDS = ['generate', 'preflight', 'inspect'];
/** `preflight` only: the files are fine, but some rows (or the template's tags) need attention. */
const EXIT_NEEDS_ATTENTION = 3;

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value === '') throw new UsageError(`Missing ${flag}.`);
  return value;
}

function isLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}

const LISTED_ROWS = 20;

function summaryText(summary: GenerateSummary): string {
  const lines = [`Generated ${summary.rows} deck(s) in ${summary.seconds.toFixed(1)} s.`];
  lines.push(`Rows with missing values: ${summary.rowsWithMissing.length}`);
  for (const { row, missing } of summary.rowsWithMissing.slice(0, LISTED_ROWS)) {
    lines.push(`  row ${row}: ${missing.join(', ')}`);
  }
  if (summary.rowsWithMissing.length > LISTED_ROWS)
    lines.push(`  ... and ${summary.rowsWithMissing.length - LISTED_ROWS} more`);
  // Notes (a picture that could not be had) appear only when there are some, one line per note.
  if (summary.rowsWithNotes.length > 0) lines.push(`Rows with notes: ${summary.rowsWithNotes.length}`);
  for (const { row, notes } of summary.rowsWithNotes.slice(0, LISTED_ROWS)) {
    for (const note of notes) lines.push(`  row ${row}: ${note}`);
  }
  if (summary.rowsWithNotes.length > LISTED_ROWS)
    lines.push(`  ... and ${summary.rowsWithNotes.length - LISTED_ROWS} more`);
  return `${lines.join('\n')}\n`;
}

/** The --allow-host entries, each `host[:port]` as OUTBOUND_ALLOW_HOSTS takes them. */
function allowHostsOf(values: readonly string[] | undefined): readonly string[] {
  const entries = values ?? [];
  for (const entry of entries) {
    try {
      OutboundPolicy.fromAllowList(entry);
    } catch {
      throw new UsageError(`--allow-host "${entry}" is not host or host:port.`);
    }
    if (entry.includes(',')) throw new UsageError(`--allow-host takes one host[:port]; repeat it for more.`);
  }
  return entries;
}

/** What the launcher gives the CLI: LibreOffice for `--format pdf|both` (`tools/bin/deckmill.cjs`). */
export interface CliTools {
  readonly toPdf?: GenerateOptions['toPdf'];
}

const FORMATS: Readonly<Record<string, readonly CliFormat[]>> = {
  pptx: ['pptx'],
  pdf: ['pdf'],
  both: ['pptx', 'pdf'],
};

function formatsOf(value: string | undefined, tools: CliTools): readonly CliFormat[] {
  const formats = FORMATS[value ?? 'pptx'];
  if (!formats) throw new UsageError(`Unknown --format "${value ?? ''}" (use pptx, pdf or both).`);
  if (formats.includes('pdf') && !tools.toPdf) throw new UsageError('PDF output is not available here.');
  return formats;
}

type DataKind = 'csv' | 'json' | 'workbook';

/**
 * The data file by kind: named by its option (--csv, --json) or, for --data and preflight's file, by its
 * extension (.json; .xlsx, .xlsm or .ods; anything else is read as CSV). The options that apply to one kind
 * only are refused with the others.
 */
function dataSource(
  file: string,
  values: {
    readonly 'group-by'?: string;
    readonly map?: string;
    readonly encoding?: string;
    readonly sheet?: string;
  },
  named?: DataKind,
): { csv: string } | { json: string } | { workbook: string } {
  const kind: DataKind =
    named ?? (/\.json$/i.test(file) ? 'json' : /\.(xlsx|xlsm|ods)$/i.test(file) ? 'workbook' : 'csv');
  if (kind === 'json' && values['group-by'] !== undefined)
    throw new UsageError('--group-by groups the rows of a CSV file or a sheet.');
  if (kind === 'json' && values.map !== undefined)
    throw new UsageError('--map maps CSV or sheet columns; JSON fields are matched by name.');
  if (kind !== 'csv' && values.encoding !== undefined)
    throw new UsageError('--encoding reads a CSV file; JSON and workbooks say their own.');
  if (kind !== 'workbook' && values.sheet !== undefined)
    throw new UsageError('--sheet chooses a sheet of an .xlsx or .ods workbook.');
  if (kind === 'json') return { json: file };
  return kind === 'workbook' ? { workbook: file } : { csv: file };
}

async function preflight(args: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      json: { type: 'boolean' },
      images: { type: 'string' },
      map: { type: 'string' },
      'group-by': { type: 'string' },
      encoding: { type: 'string' },
      sheet: { type: 'string' },
      locale: { type: 'string' },
      'allow-host': { type: 'string', multiple: true },
    },
    allowPositionals: true,
  });
  if (positionals.length !== 2)
    throw new UsageError('preflight takes a template and a data file (.csv, .json, .xlsx or .ods).');
  const [template, data] = positionals;
  const source = dataSource(data, values);
  if (values.images === '') throw new UsageError('--images needs a folder or a .zip file.');
  if (values.locale !== undefined && !isLocale(values.locale)) {
    throw new UsageError(`Unknown locale "${values.locale}" (use a tag such as en-US or de-DE).`);
  }
  const options = {
    template,
    ...source,
    groupBy: values['group-by'],
    encoding: encodingOption(values.encoding),
    sheet: values.sheet,
    locale: values.locale,
    map: values.map,
    images: values.images,
    allowHosts: allowHostsOf(values['allow-host']),
  };
  const report = await preflightCommand(options);
  const kind = itemKindOf(options);
  process.stdout.write(values.json === true ? preflightJson(report, kind) : preflightText(report, kind));
  const fine = report.rowsNeedingAttention === 0 && report.templateFindings.length === 0;
  return fine ? EXIT_OK : EXIT_NEEDS_ATTENTION;
}

async function run(argv: readonly string[], tools: CliTools): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'preflight') return preflight(rest);
  if (command === 'inspect') {
    const { values, positionals } = parseArgs({
      args: rest,
      options: { json: { type: 'boolean' } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new UsageError('inspect takes exactly one template file.');
    await inspectCommand(positionals[0], values.json === true, process.stdout);
    return EXIT_OK;
  }
  if (command === 'generate') {
    const { values } = parseArgs({
      args: rest,
      options: {
        template: { type: 'string' },
        csv: { type: 'string' },
        json: { type: 'string' },
        data: { type: 'string' },
        sheet: { type: 'string' },
        'group-by': { type: 'string' },
        encoding: { type: 'string' },
        locale: { type: 'string' },
        map: { type: 'string' },
        out: { type: 'string' },
        'out-dir': { type: 'string' },
        name: { type: 'string' },
        watermark: { type: 'boolean' },
        format: { type: 'string' },
        images: { type: 'string' },
        'allow-host': { type: 'string', multiple: true },
      },
    });
    const formats = formatsOf(values.format, tools);
    const allowHosts = allowHostsOf(values['allow-host']);
    if (values.images === '') throw new UsageError('--images needs a folder or a .zip file.');
    if ((values.out === undefined) === (values['out-dir'] === undefined)) {
      throw new UsageError('Give exactly one of --out <file.zip> or --out-dir <dir>.');
    }
    const given = [values.data, values.csv, values.json].filter((file) => file !== undefined);
    if (given.length !== 1) {
      throw new UsageError(
        'Give exactly one of --data <rows.csv|.xlsx|.json>, --csv <rows.csv> or --json <data.json>.',
      );
    }
    const source =
      values.csv !== undefined
        ? dataSource(values.csv, values, 'csv')
        : values.json !== undefined
          ? dataSource(values.json, values, 'json')
          : dataSource(values.data ?? '', values);
    if (values.locale !== undefined && !isLocale(values.locale)) {
      throw new UsageError(`Unknown locale "${values.locale}" (use a tag such as en-US or de-DE).`);
    }
    const summary = await generateCommand(
      {
        template: required(values.template, '--template'),
        ...source,
        sheet: values.sheet,
        groupBy: values['group-by'],
        encoding: encodingOption(values.encoding),
        locale: values.locale,
        map: values.map,
        out: values.out,
        outDir: values['out-dir'],
        name: values.name,
        watermark: values.watermark === true,
        formats,
        toPdf: tools.toPdf,
        images: values.images,
        allowHosts,
      },
      process.stderr,
    );
    process.stdout.write(summaryText(summary));
    return EXIT_OK;
  }
  throw new UsageError(command === undefined ? 'No command given.' : `Unknown command "${command}".`);
}

function isUsageProblem(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'));
}

function isInputProblem(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    error instanceof TemplateError ||
    error instanceof CsvError ||
    error instanceof DataError ||
    error instanceof WorkbookError ||
    error instanceof InputError ||
    error instanceof ImageArchiveError ||
    code === 'ENOENT' ||
    code === 'EISDIR' ||
    code === 'EACCES'
  );
}

/**
 * Runs the CLI and returns its exit status: 0 done, 1 bad input, 2 bad command line, and for `preflight` 3
 * when some rows need attention.
 */
export async function main(argv: readonly string[], tools: CliTools = {}): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return argv.length === 0 ? EXIT_USAGE : EXIT_OK;
  }
  // `deckmill generate --help` (or `preflight -h`, `inspect --help`): the usage, not "Unknown option".
  if (LOCAL_COMMANDS.includes(argv[0] ?? '') && argv.some((arg) => arg === '--help' || arg === '-h')) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT_OK;
  }
  // A Deckmill server does the work (API v1); its own usage, errors and exit statuses.
  if (argv[0] === 'remote') return remoteCommand(argv.slice(1), process.stdout, process.stderr);
  // An MCP server for AI assistants on stdin/stdout, over the same server and key as `remote`.
  if (argv[0] === 'mcp') return mcpCommand(argv.slice(1), process.stderr);
  try {
    return await run(argv, tools);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (isUsageProblem(error)) {
      process.stderr.write(`deckmill: ${message}\n\n${USAGE}\n`);
      return EXIT_USAGE;
    }
    if (isInputProblem(error)) {
      process.stderr.write(`deckmill: ${message}\n`);
      return EXIT_BAD_INPUT;
    }
    throw error;
  }
}
