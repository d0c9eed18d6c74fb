import styles from './StepDetails.module.css';

const STEPS = [
  {
    title: 'Upload a .pptx template with {{placeholders}}',
    text: 'Open any presentation in PowerPoint and type a placeholder wherever a value should change: {{client_name}}, {{revenue}}, {{start_date}}. Double curly braces, a descriptive name, no spaces. Placeholders work in text boxes, tables and shapes, and keep the formatting around them.',
    tips: [
      'Only .pptx files, up to 100MB',
      'Use names like {{account_manager}}, not {{x1}}',
      'Reuse a placeholder as often as you like',
    ],
  },
  {
    title: 'Upload a CSV and map its columns to the placeholders',
    text: 'Export a CSV from your CRM, HR system or spreadsheet. The first row holds the column headers; every other row becomes one presentation. Deckmill lists the placeholders it found in your template and matches them to columns with the same names, and you can adjust any mapping before you generate.',
    tips: [
      'A header row, then one row per presentation',
      'Up to 10,000 rows per batch',
      'UTF-8, UTF-16 or Excel’s Windows encoding: accents arrive intact',
    ],
  },
  {
    title: 'Generate and download',
    text: 'Deckmill builds the presentations on its servers while you get on with your day, and lets you know when the batch is done. Download a single deck or the whole batch as one ZIP file, each presentation named after its row.',
    tips: [
      '100+ presentations in about five minutes',
      'Follow progress live in the app',
      'Download one by one or as a ZIP',
    ],
  },
] as const;

export function StepDetails() {
  return (
    <ol className={styles.steps}>
      {STEPS.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
            <ul className={styles.tips}>
              {step.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ol>
  );
}
