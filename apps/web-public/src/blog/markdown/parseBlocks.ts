/** The block structure of the small Markdown subset the blog uses. */
export type MarkdownBlock =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'code'; text: string };

const HEADING = /^(#{1,6})\s+(.*)$/;
const UNORDERED_ITEM = /^\s*[-*]\s+(.*)$/;
const ORDERED_ITEM = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;
const FENCE = /^```/;

// The article title is the page's h1, so Markdown headings start at h2 and stop at h4.
function headingLevel(hashes: number): 2 | 3 | 4 {
  if (hashes <= 2) return 2;
  return hashes === 3 ? 3 : 4;
}

function isBlockStart(line: string): boolean {
  return (
    HEADING.test(line) ||
    UNORDERED_ITEM.test(line) ||
    ORDERED_ITEM.test(line) ||
    QUOTE.test(line) ||
    FENCE.test(line)
  );
}

/** Splits Markdown text into blocks. Raw HTML is not a block type: it stays text and is escaped on render. */
export function parseBlocks(markdown: string): MarkdownBlock[] {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  let index = 0;
  const take = (pattern: RegExp): string[] => {
    const taken: string[] = [];
    for (let match = pattern.exec(lines[index] ?? ''); match; match = pattern.exec(lines[index] ?? '')) {
      taken.push(match[1] ?? '');
      index += 1;
    }
    return taken;
  };

  while (index < lines.length) {
    const line = lines[index] ?? '';
    const heading = HEADING.exec(line);
    if (!line.trim()) {
      index += 1;
    } else if (heading) {
      blocks.push({ kind: 'heading', level: headingLevel(heading[1]?.length ?? 2), text: heading[2] ?? '' });
      index += 1;
    } else if (FENCE.test(line)) {
      const end = lines.findIndex((candidate, at) => at > index && FENCE.test(candidate));
      const stop = end === -1 ? lines.length : end;
      blocks.push({ kind: 'code', text: lines.slice(index + 1, stop).join('\n') });
      index = stop + 1;
    } else if (UNORDERED_ITEM.test(line)) {
      blocks.push({ kind: 'list', ordered: false, items: take(UNORDERED_ITEM) });
    } else if (ORDERED_ITEM.test(line)) {
      blocks.push({ kind: 'list', ordered: true, items: take(ORDERED_ITEM) });
    } else if (QUOTE.test(line)) {
      blocks.push({ kind: 'quote', text: take(QUOTE).join(' ') });
    } else {
      const paragraph: string[] = [];
      while (index < lines.length && (lines[index] ?? '').trim() && !isBlockStart(lines[index] ?? '')) {
        paragraph.push((lines[index] ?? '').trim());
        index += 1;
      }
      blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    }
  }
  return blocks;
}
