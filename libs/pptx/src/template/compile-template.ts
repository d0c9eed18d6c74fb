import { TemplateError } from '../errors';
import { DEFAULT_LIMITS, type TemplateLimits } from '../limits';
import { preparedFrom } from '../zip/deck-zip-writer';
import { readZip } from '../zip/zip-reader';
import { compilePart, type PartTag } from './compile-part';
import { CompiledTemplate, type EntryPlan } from './compiled-template';
import { assertNotCompoundFile } from './file-signature';
import { mapPackage } from './package-map';
import { readXmlParts } from './package-parts';
import { summarisePlaceholders } from './placeholders';

export interface CompileOptions {
  readonly limits?: Partial<TemplateLimits>;
  /** zlib level for rewritten parts (1 fastest ... 9 smallest); they are small XML parts. */
  readonly deflateLevel?: number;
}

const DEFAULT_DEFLATE_LEVEL = 6;

/**
 * Reads and checks a .pptx once (size, ZIP safety, content types, XML declarations) and compiles every
 * part that holds placeholders. The result renders any number of rows.
 */
export function compileTemplate(bytes: Uint8Array, options: CompileOptions = {}): CompiledTemplate {
  const limits: TemplateLimits = { ...DEFAULT_LIMITS, ...options.limits };
  if (bytes.byteLength > limits.maxFileBytes) {
    const megabytes = Math.round(limits.maxFileBytes / (1024 * 1024));
    throw new TemplateError(
      'too_large',
      `This file is larger than ${megabytes} MB, the most a template may be.`,
    );
  }
  assertNotCompoundFile(bytes);
  const entries = readZip(bytes, limits);
  const xmlParts = readXmlParts(entries, limits);
  const packageMap = mapPackage(
    (name) => xmlParts.get(name),
    entries.map((entry) => entry.name),
  );
  const tags: PartTag[] = [];
  const plans = entries.map((entry): EntryPlan => {
    const original = preparedFrom(entry);
    const role = packageMap.roles.get(entry.name);
    const xml = xmlParts.get(entry.name);
    if (!role || xml === undefined) return { kind: 'copy', entry: original };
    const part = compilePart(xml, role, packageMap.slideSize);
    if (part.holes.length === 0) return { kind: 'copy', entry: original };
    tags.push(...part.tags);
    return {
      kind: 'render',
      part,
      original,
      hasValues: part.holes.some((hole) => hole.kind !== 'watermark'),
    };
  });
  return new CompiledTemplate(
    summarisePlaceholders(tags),
    packageMap.slideCount,
    plans,
    options.deflateLevel ?? DEFAULT_DEFLATE_LEVEL,
  );
}
