import styles from './InfoBox.module.css';

/** The detail page's Quick Start box: how a template becomes presentations. */
export function QuickStart() {
  return (
    <aside className={styles.box} aria-labelledby="quick-start-title">
      <h2 id="quick-start-title" className={styles.title}>
        Quick Start
      </h2>
      <ol className={styles.list}>
        <li>Prepare a CSV file whose column names match the placeholders.</li>
        <li>Click Create Presentation and upload the CSV.</li>
        <li>Map each placeholder to a column and generate one presentation per row.</li>
      </ol>
    </aside>
  );
}
