export interface FrontMatterDocument {
  attributes: Record<string, string>;
  body: string;
}

const FENCE = '---';

/** Splits a `---`-fenced block of `key: value` lines off the top of a Markdown file. */
export function parseFrontMatter(source: string): FrontMatterDocument {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  if (lines[0]?.trim() !== FENCE) return { attributes: {}, body: source };
  const end = lines.indexOf(FENCE, 1);
  if (end === -1) return { attributes: {}, body: source };
  const attributes: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const value = line.slice(colon + 1).trim();
    attributes[line.slice(0, colon).trim()] = value.replace(/^(['"])(.*)\1$/, '$2');
  }
  return { attributes, body: lines.slice(end + 1).join('\n') };
}
