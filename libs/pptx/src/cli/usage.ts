export const USAGE = `Usage:
  deckmill inspect <template.pptx> [--json]
  deckmill generate --template <t.pptx> (--data <rows.csv|rows.xlsx|data.json> [--sheet <name>]
                    | --csv <rows.csv> | --json <data.json>) [--group-by <column>] [--encoding <name>]
                    (--out <all.zip> | --out-dir <dir>) [--locale de-DE] [--map <mapping.json>]
                    [--name "{{company}} - {{first_name}}.pptx"] [--watermark] [--format pptx|pdf|both]
                    [--images <folder-or.zip>] [--allow-host host[:port]]...
  deckmill preflight <template.pptx> <data.csv|data.xlsx|data.json> [--sheet <name>] [--images <folder-or.zip>] [--json]
                    [--map <mapping.json>] [--group-by <column>] [--encoding <name>] [--locale de-DE]
                    [--allow-host host[:port]]...
  deckmill remote (templates upload | batch | batch-status) ...   (on a Deckmill server: deckmill remote --help)
  deckmill mcp [--url <url>] [--api-key <key>]   an MCP server on stdio for AI assistants (docs/mcp.md)

inspect   lists the template's placeholders and where they occur; --json adds the structure (tags with
          filters, sections with their kind and nesting).
generate  writes one deck per CSV row, per value of a column (--group-by: the group's rows are the list
          "rows"), or per object of a JSON array. Placeholders match CSV columns by name (case-insensitive);
          --map, a JSON object of "placeholder": "column", overrides or adds pairs. A CSV's encoding is
          detected (UTF-8, UTF-16, else Windows-1252, said on stderr); --encoding utf-8, utf-16le,
          utf-16be, windows-1252 or iso-8859-1 sets it. Separators: comma, semicolon, tab or pipe.
          An .xlsx or .ods workbook (--data) is read as Excel shows it: formatted numbers and dates, formula
          results, hidden rows and sheets left out; --sheet chooses the sheet (default the first visible
          one holding a table). --locale formats the
          number, currency, percent and date filters (default en-US). --name builds each file name from
          the deck's fields; {{row}} is the deck number. --watermark adds the free-plan mark. --format pdf
          writes each deck's PDF instead (both: side by side), made by the machine's LibreOffice.
          --images is the folder or .zip of the pictures {{%name}} values name (a file name inside it;
          data: URIs and https:// URLs work without it). URLs reach public addresses only; --allow-host
          (repeatable) also allows a host[:port] on an internal address and over plain http. A picture
          that cannot be had keeps the template's picture and is listed under "Rows with notes".
preflight renders every deck as generate would, writes nothing, and lists per row what needs attention:
          missing or empty values, tags no column fills (once), pictures that cannot be had, chart data
          that cannot be drawn, text that is fitted or overflows, lists too long, missing characters.
          --json prints the report as POST /api/app/presentations/preflight answers it.
          Exit status: 0 done (preflight: every row looks good), 1 bad input (template, CSV, JSON, mapping,
          images), 2 bad command line, 3 preflight found rows (or tags) that need attention.`;

/** A command line the CLI cannot run; exits with status 2 and the usage text. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Bad input files (mapping, output location) other than template and CSV errors; exits with status 1. */
export class InputError extends Error {
  override readonly name = 'InputError';
}
