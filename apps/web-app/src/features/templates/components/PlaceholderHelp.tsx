import styles from './InfoBox.module.css';
import { TemplateLanguageHelp } from './TemplateLanguageHelp';

/** The upload page's help box on placeholders. */
export function PlaceholderHelp() {
  return (
    <aside className={styles.box} aria-labelledby="placeholder-help-title">
      <h2 id="placeholder-help-title" className={styles.title}>
        How to add placeholders
      </h2>
      <ul className={styles.list}>
        <li>
          Type placeholders in double curly braces, for example <code>{'{{first_name}}'}</code> or{' '}
          <code>{'{{company}}'}</code>.
        </li>
        <li>Use descriptive names without spaces.</li>
        <li>Placeholders can sit in text boxes, tables or shapes.</li>
        <li>The column names of your CSV file must match the placeholder names.</li>
      </ul>
      <TemplateLanguageHelp />
    </aside>
  );
}
