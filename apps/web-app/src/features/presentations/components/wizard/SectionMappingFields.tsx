import { SelectInput } from '@deckmill/ui';
import { rowOneHint } from './rowOneValue';
import type { MappableSection, SectionMapping } from './sectionMapping';
import styles from './Wizard.module.css';

export interface SectionMappingFieldsProps {
  sections: readonly MappableSection[];
  mapping: Readonly<SectionMapping>;
  onMap: (section: string, field: string, column: string) => void;
  /** The server's refusal of the section mapping, if any. */
  error?: readonly string[];
}

/** Step 3: the fields inside each section, mapped to a column (or key) of the items it repeats over. */
export function SectionMappingFields({ sections, mapping, onMap, error }: SectionMappingFieldsProps) {
  if (sections.length === 0) return null;
  return (
    <>
      {sections.map((section) => {
        const options = [
          { value: '', label: 'Choose a column' },
          ...section.keys.map((key) => ({ value: key, label: key })),
        ];
        return (
          <fieldset key={section.name} className={styles.sectionMapping}>
            <legend className={styles.sectionLegend}>{`Inside ${section.opener}, for each item`}</legend>
            <div className={styles.mapping}>
              {section.fields.map((field) => {
                const column = mapping[section.name]?.[field] ?? '';
                return (
                  <SelectInput
                    key={field}
                    label={`{{${field}}}`}
                    options={options}
                    value={column}
                    onChange={(event) => onMap(section.name, field, event.target.value)}
                    hint={rowOneHint(section.keys, section.firstItem, column)}
                  />
                );
              })}
            </div>
          </fieldset>
        );
      })}
      {error && error.length > 0 && (
        <p role="alert" className={styles.error}>
          {error.join(' ')}
        </p>
      )}
    </>
  );
}
