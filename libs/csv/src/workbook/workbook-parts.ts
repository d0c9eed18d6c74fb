import { Inflate, zipSync } from 'fflate';
import { METHOD_STORED, readZip, ZipError, type ZipEntry, type ZipLimits } from '@deckmill/zip';
import { odsHiddenRows, type OdsHiddenRows } from './ods-hidden-rows';
import { boundOdsRepeats } from './ods-repeats';
import { WorkbookError } from './workbook-error';

/**
 * A workbook's archive is checked on its central directory before anything is inflated: at most 2,000 parts,
 * 256 MB of declared XML in all (10,000 rows of 50 columns is about 60 MB), no part inflating more than 200
 * times its size. A 20 MB upload that claims more is refused unread.
 */
export const WORKBOOK_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2_000,
  maxTotalUncompressedBytes: 256 * 1024 * 1024,
  maxCompressionRatio: 200,
  ratioGraceBytes: 256 * 1024,
};

/**
 * The parts the reader needs: the workbook, its relationships, styles (number formats, hidden rows' styles),
 * shared strings and worksheets of an .xlsx; content, styles and manifest of an .ods. Everything else (pictures,
 * external links, macros, printer settings, comments) is never inflated, so neither a bomb hidden in a
 * picture nor an external link's target reaches the parser.
 */
const NEEDED_PART =
  /^(\[Content_Types\]\.xml|_rels\/\.rels|xl\/workbook\.xml|xl\/_rels\/workbook\.xml\.rels|xl\/styles\.xml|xl\/sharedStrings\.xml|xl\/worksheets\/sheet\d+\.xml|mimetype|content\.xml|styles\.xml|META-INF\/manifest\.xml)$/i;

/** Excel's older compound file: an .xls, or an .xlsx encrypted with a password (wrapped in one). */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Inflated bytes are taken in slices of this many compressed bytes: a lie about a size is caught within one. */
const SLICE_BYTES = 64 * 1024;

/**
 * One part's bytes, never more than its declared size: the inflater is stopped the moment its output passes
 * it, so a part whose header lies cannot fill memory (the directory's check bounds the declared sizes).
 */
function inflatePart(entry: ZipEntry): Uint8Array {
  if (entry.method === METHOD_STORED) {
    if (entry.compressed.length !== entry.uncompressedSize) throw damaged(entry.name);
    return entry.compressed;
  }
  const out = new Uint8Array(entry.uncompressedSize);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > out.length) throw new ZipError('zip_bomb', entry.name);
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let offset = 0; offset < entry.compressed.length; offset += SLICE_BYTES) {
      const end = offset + SLICE_BYTES;
      inflater.push(entry.compressed.subarray(offset, end), end >= entry.compressed.length);
    }
  } catch (error) {
    if (error instanceof ZipError) throw refusal(error);
    throw damaged(entry.name);
  }
  if (written !== out.length) throw damaged(entry.name);
  return out;
}

function damaged(name: string): WorkbookError {
  return new WorkbookError('unreadable', `The workbook is damaged (its part ${name} cannot be read).`);
}

/** The words for a refused archive: what the person can do about it. */
function refusal(error: ZipError): WorkbookError {
  switch (error.code) {
    case 'encrypted':
      return new WorkbookError(
        'encrypted',
        'The workbook is protected by a password. Save a copy without one.',
      );
    case 'zip_bomb':
      return new WorkbookError(
        'too_large',
        'The workbook unpacks to far more data than a sheet of 10,000 rows holds; it was not read.',
      );
    case 'not_a_zip':
      return new WorkbookError(
        'not_a_workbook',
        'This file is not an Excel workbook (.xlsx) or OpenDocument spreadsheet (.ods). An old .xls workbook ' +
          'must be saved as .xlsx first.',
      );
    default:
      return new WorkbookError('unreadable', 'The workbook is damaged and cannot be read.');
  }
}

export interface BoundedWorkbook {
  /**
   * The workbook's needed parts, checked and inflated with bounds, packed again without compression for the
   * spreadsheet parser (SheetJS inflates every part it is given, whatever its size: it only ever sees these).
   */
  readonly archive: Uint8Array;
  /** An .ods's hidden rows, by sheet (none for an .xlsx): SheetJS reads no .ods row's visibility. */
  readonly odsHiddenRows: OdsHiddenRows;
}

export function boundedWorkbook(bytes: Uint8Array): BoundedWorkbook {
  if (COMPOUND_FILE.every((byte, index) => bytes[index] === byte)) {
    throw new WorkbookError(
      'encrypted',
      'This workbook is protected by a password or saved in the old .xls format. Save a copy as .xlsx ' +
        'without a password and use that.',
    );
  }
  let entries: ZipEntry[];
  try {
    entries = readZip(bytes, WORKBOOK_ZIP_LIMITS);
  } catch (error) {
    if (error instanceof ZipError) throw refusal(error);
    throw error;
  }
  const parts: Record<string, Uint8Array> = {};
  for (const entry of entries) if (NEEDED_PART.test(entry.name)) parts[entry.name] = inflatePart(entry);
  // SheetJS finds parts without letter case: every spelling of content.xml is bounded, and two are refused.
  const contents = Object.keys(parts).filter((name) => name.toLowerCase() === ODS_CONTENT);
  if (contents.length > 1) throw damaged(contents.join(', '));
  let hiddenRows: OdsHiddenRows = new Map();
  for (const name of contents) {
    const bounded = boundOdsRepeats(parts[name] as Uint8Array);
    parts[name] = bounded;
    hiddenRows = odsHiddenRows(new TextDecoder().decode(bounded));
  }
  const types = parts[CONTENT_TYPES];
  if (types) parts[CONTENT_TYPES] = withoutMissingParts(types, new Set(Object.keys(parts)));
  return { archive: zipSync(parts, { level: 0 }), odsHiddenRows: hiddenRows };
}

const CONTENT_TYPES = '[Content_Types].xml';
const ODS_CONTENT = 'content.xml';
// Either quote, self-closing or with its end tag.
const OVERRIDE = /<Override\b[^>]*?\bPartName=(["'])\/([^"']*)\1[^>]*?(?:\/>|>\s*<\/Override\s*>)/gi;

/**
 * The content types without the parts left out: SheetJS opens every part the list names (metadata, themes,
 * external links) and refuses a workbook that lacks one.
 */
function withoutMissingParts(types: Uint8Array, kept: ReadonlySet<string>): Uint8Array {
  const text = new TextDecoder().decode(types);
  // Part names compare as the package's do: without letter case.
  const keptNames = new Set([...kept].map((part) => part.toLowerCase()));
  return new TextEncoder().encode(
    text.replace(OVERRIDE, (override, _quote: string, part: string) =>
      keptNames.has(part.toLowerCase()) ? override : '',
    ),
  );
}
