import styles from './InfoBox.module.css';

/** Where the whole language is taught, with pictures. */
export const TEMPLATE_LANGUAGE_GUIDE = 'docs/template-language.md';

const CHEATSHEET: ReadonlyArray<readonly [string, string]> = [
  ['{{customer.name}}', 'a value, or a path into nested data'],
  [
    '{{ amount | number:2 }}',
    'filters: upper, lower, title, trim, default:"-", number, currency:EUR, percent, date; fit shrinks the text box to fit',
  ],
  ['{{#items}}…{{/items}}', 'repeat text, paragraphs or table rows per item; or show when set'],
  ['{{^items}}…{{/items}}', 'show when empty or missing'],
  ['{{:items}}', 'repeat the whole slide per item (or remove it when empty)'],
];

/** The template language in five lines (docs/template-language.md), beside the upload form. */
export function TemplateLanguageHelp() {
  return (
    <details>
      <summary>Lists, conditions and formatting</summary>
      <ul className={styles.list}>
        {CHEATSHEET.map(([tag, meaning]) => (
          <li key={tag}>
            <code>{tag}</code> {meaning}
          </li>
        ))}
        <li>
          The full guide with examples and pictures: <code>{TEMPLATE_LANGUAGE_GUIDE}</code>.
        </li>
      </ul>
    </details>
  );
}
