import type { TemplateSection, TemplateStructure } from '@deckmill/api-contracts';
import styles from './Wizard.module.css';

const OPENERS: Record<TemplateSection['kind'], string> = {
  runs: '#',
  paragraphs: '#',
  'table-rows': '#',
  shape: '#',
  slide: ':',
  chart: 'chart:',
};

function opener(section: TemplateSection): string {
  return `{{${section.inverted ? '^' : OPENERS[section.kind]}${section.name}}}`;
}

/** A field as the deck reads it; a picture's (`{{%logo}}`) says so. */
function fieldName(tag: TemplateSection['tags'][number]): string {
  return tag.image ? `${tag.path} (picture)` : tag.path;
}

/** A chart says what feeds it; other sections what their fields sit inside. */
function SectionWords({ section, fields }: { section: TemplateSection; fields: readonly string[] }) {
  if (section.kind === 'chart' && !section.inverted) {
    return (
      <>
        <code>{opener(section)}</code>: Chart fed by the list {section.name}
        {fields.length > 0 ? `: ${fields.join(', ')}` : ''}
      </>
    );
  }
  return (
    <>
      inside <code>{opener(section)}</code>
      {fields.length > 0 ? `: ${fields.join(', ')}` : ''}
    </>
  );
}

function SectionItem({ section }: { section: TemplateSection }) {
  const fields = section.tags.map(fieldName);
  return (
    <li>
      <SectionWords section={section} fields={fields} />
      {section.sections.length > 0 && (
        <ul>
          {section.sections.map((inner, index) => (
            <SectionItem key={`${inner.name}-${index}`} section={inner} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** Step 3: the fields the template reads inside its sections, filled from the data by name (read-only). */
export function SectionFieldsList({ structure }: { structure: TemplateStructure | undefined }) {
  if (!structure || structure.sections.length === 0) return null;
  return (
    <div className={styles.preview}>
      <p className={styles.muted}>Filled from each item by name:</p>
      <ul aria-label="Fields inside sections">
        {structure.sections.map((section, index) => (
          <SectionItem key={`${section.name}-${index}`} section={section} />
        ))}
      </ul>
    </div>
  );
}
