export const USAGE = `Usage:
  deckmill inspect <template.pptx> [--json]
  deckmill generate --template <t.pptx> --csv <rows.csv> (--out <all.zip> | --out-dir <dir>)
                    [--map <mapping.json>] [--name "{{company}} - {{first_name}}.pptx"] [--watermark]

inspect   lists the template's placeholders and where they occur.
generate  writes one deck per CSV row. Placeholders match CSV columns by name (case-insensitive);
          --map, a JSON object of "placeholder": "column", overrides or adds pairs. --name builds each
          file name from the row's columns; {{row}} is the row number. --watermark adds the free-plan mark.
          Exit status: 0 done, 1 bad input (template, CSV, mapping), 2 bad command line.`;

/** A command line the CLI cannot run; exits with status 2 and the usage text. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Bad input files (mapping, output location) other than template and CSV errors; exits with status 1. */
export class InputError extends Error {
  override readonly name = 'InputError';
}
