import type { PresentationWizard } from '@deckmill/contracts';
import { Button } from '@deckmill/ui';
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
  return (
    <section aria-labelledby="wizard-template-title">
      <h2 id="wizard-template-title" className={styles.title} tabIndex={-1}>
        Select Template
      </h2>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Template</legend>
        {templates.map((template) => (
          <label key={template.id} className={styles.choice} data-selected={template.id === selectedId}>
            <input
              type="radio"
              name="template"
              value={template.id}
              checked={template.id === selectedId}
              onChange={() => onSelect(template.id)}
            />
            <span className={styles.choiceName}>{template.name}</span>
            <span className={styles.muted}>
              {template.placeholders.length} placeholder{template.placeholders.length === 1 ? '' : 's'}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button onClick={onNext} disabled={selectedId === null}>
          Next
        </Button>
      </div>
    </section>
  );
}
