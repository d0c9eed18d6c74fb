import type { PresentationWizard } from '@deckmill/api-contracts';
import { Button } from '@deckmill/ui';
import { TemplateThumbnail } from '../../../../components/TemplateThumbnail';
import styles from './Wizard.module.css';

type WizardTemplate = PresentationWizard['templates'][number];

export interface TemplateStepProps {
  templates: readonly WizardTemplate[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onNext: () => void;
}

/** Step 1: choose the template (required to go on). */
export function TemplateStep({ templates, selectedId, onSelect, onNext }: TemplateStepProps) {
  const selected = templates.find((template) => template.id === selectedId);
  return (
    <section aria-labelledby="wizard-template-title">
      <h2 id="wizard-template-title" className={styles.title} tabIndex={-1}>
        Select Template
      </h2>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Template</legend>
        {templates.map((template) => (
          <label key={template.id} className={styles.choice} data-selected={template.id === selectedId}>
            <span className={styles.choiceThumb}>
              <TemplateThumbnail url={template.thumbnail_url} />
            </span>
            <input
              type="radio"
              name="template"
              value={template.id}
              checked={template.id === selectedId}
              onChange={() => onSelect(template.id)}
            />
            <span className={styles.choiceName}>{template.name}</span>
            <span className={styles.choiceMeta}>
              {template.placeholders.length} placeholder{template.placeholders.length === 1 ? '' : 's'}
            </span>
          </label>
        ))}
      </fieldset>
      {selected && selected.placeholders.length === 0 && (
        <p className={styles.warning} role="status">
          {selected.name} has no placeholders, so every presentation of the batch will be the same. Write{' '}
          <code>{'{{column_name}}'}</code> where a row&apos;s value belongs and upload it again.
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onNext} disabled={selectedId === null}>
          Next
        </Button>
      </div>
    </section>
  );
}
