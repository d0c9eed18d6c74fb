import type { TemplateStructure } from '@deckmill/api-contracts';
import { ColumnPicker } from './ColumnPicker';
import { PictureMarker } from './PictureHint';
import { sectionPictureFit } from './pictureValues';
import { rowOneHint } from './rowOneValue';
import type { MappableSection, SectionMapping } from './sectionMapping';
import styles from './Wizard.module.css';

export interface SectionMappingFieldsProps {
  sections: readonly MappableSection[];
  mapping: Readonly<SectionMapping>;
  onMap: (section: string, field: string, column: string) => void;
  /** The server's refusal of the section mapping, if any. */
  error?: readonly string[];
  /** The template's structure: which fields are `{{%name}}` pictures, labelled as such. */
  structure?: TemplateStructure;
}

/** Step 3: the fields inside each section, mapped to a column (or key) of the items it repeats over. */
export function SectionMappingFields(props: SectionMappingFieldsProps) {
  const { sections, mapping, onMap, error } = props;
  if (sections.length === 0) return null;
  return (
    <>
      {sections.map((section) => {
        return (
          <fieldset key={section.name} className={styles.sectionMapping}>
            <legend className={styles.sectionLegend}>{`Inside ${section.opener}, for each item`}</legend>
            <div className={styles.mapping}>
              {section.fields.map((field) => {
                const column = mapping[section.name]?.[field] ?? '';
                const fit = sectionPictureFit(props.structure, section.name, field);
                const rowOne = rowOneHint(section.keys, section.firstItem, column);
                return (
                  <ColumnPicker
                    key={field}
                    label={fit ? `{{%${field}}}` : `{{${field}}}`}
                    placeholder={field}
                    columns={section.keys}
                    firstRow={section.firstItem}
                    value={column}
                    onChange={(chosen) => onMap(section.name, field, chosen)}
                    hint={
                      fit ? (
                        <>
                          <PictureMarker fit={fit} />
                          {rowOne}
                        </>
                      ) : (
                        rowOne
                      )
                    }
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
