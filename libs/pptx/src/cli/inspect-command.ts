import { inspectTemplate } from '../template/inspect-template';
import type { PlaceholderOccurrence } from '../template/placeholders';
import type { SectionInfo } from '../template/template-structure';

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
  if (inspection.structure.sections.length === 0) return;
  out.write('Sections:\n');
  const write = (sections: readonly SectionInfo[], depth: number): void => {
    for (const section of sections) {
      const sigil =
        section.kind === 'slide' ? ':' : section.kind === 'chart' ? 'chart:' : section.inverted ? '^' : '#';
      const fields = section.tags.map((tag) => [tag.path, ...tag.filters].join(' | ')).join(', ');
      const where = section.slide > 0 ? `slide ${section.slide}, ` : '';
      out.write(
        `${'  '.repeat(depth)}{{${sigil}${section.name}${section.paginate ? ` | ${section.paginate}` : ''}}}  (${where}${section.kind})${fields ? `: ${fields}` : ''}\n`,
      );
      write(section.sections, depth + 1);
    }
  };
  write(inspection.structure.sections, 1);
}
