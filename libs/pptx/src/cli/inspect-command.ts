import { inspectTemplate } from '../template/inspect-template';
import type { PlaceholderOccurrence } from '../template/placeholders';

function describe(occurrence: PlaceholderOccurrence): string {
  return occurrence.slide === undefined ? occurrence.kind : `slide ${occurrence.slide} (${occurrence.kind})`;
}

/** `deckmill inspect`: the template's placeholders and where each occurs. */
export async function inspectCommand(
  templatePath: string,
  json: boolean,
  out: NodeJS.WritableStream,
): Promise<void> {
  const inspection = await inspectTemplate(templatePath);
  if (json) {
    out.write(`${JSON.stringify(inspection, null, 2)}\n`);
    return;
  }
  const { placeholders, slideCount } = inspection;
  out.write(`${placeholders.length} placeholder(s) in ${slideCount} slide(s)\n`);
  const width = Math.max(0, ...placeholders.map((placeholder) => placeholder.name.length));
  for (const placeholder of placeholders) {
    out.write(`  ${placeholder.name.padEnd(width)}  ${placeholder.occurrences.map(describe).join(', ')}\n`);
  }
}
