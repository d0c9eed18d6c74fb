import styles from './Wizard.module.css';

export const WIZARD_STEPS = ['Select Template', 'Upload Data', 'Map Columns'] as const;
export type WizardStep = 1 | 2 | 3;

/** Each step's heading, which takes the focus when Next or Back opens that step. */
export const STEP_HEADING_IDS: Readonly<Record<WizardStep, string>> = {
  1: 'wizard-template-title',
  2: 'wizard-upload-title',
  3: 'wizard-mapping-title',
};

/** The three steps, the current one marked. */
export function WizardSteps({ current }: { current: WizardStep }) {
  return (
    <ol className={styles.steps} aria-label="Steps">
      {WIZARD_STEPS.map((label, index) => (
        <li
          key={label}
          className={styles.step}
          data-state={index + 1 === current ? 'current' : index + 1 < current ? 'done' : 'todo'}
          aria-current={index + 1 === current ? 'step' : undefined}
        >
          <span className={styles.stepNumber}>{index + 1}</span> {label}
        </li>
      ))}
    </ol>
  );
}
