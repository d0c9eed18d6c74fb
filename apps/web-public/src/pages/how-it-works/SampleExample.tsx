import { SAMPLE_CSV_HEADER, SAMPLE_ROWS } from '../../sample/sampleDeck';
import { EXAMPLE_IMAGE_SIZE, EXAMPLE_IMAGES } from './exampleImages';
import styles from './SampleExample.module.css';

/** The sample template's slide, the CSV that fills it, and the slide the first row produces (real renders). */
export function SampleExample() {
  const [firstRow, ...otherRows] = SAMPLE_ROWS;
  return (
    <div className={styles.example}>
      <figure className={styles.slide}>
        <h3>Before: the template</h3>
        <img {...EXAMPLE_IMAGES.before} {...EXAMPLE_IMAGE_SIZE} loading="lazy" className={styles.image} />
        <figcaption className={styles.caption}>
          One slide of the template, as PowerPoint shows it: every value that changes is a {'{{placeholder}}'}
          .
        </figcaption>
      </figure>
      <div className={styles.data}>
        <h3>The CSV</h3>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Sample CSV rows">
          <table className={styles.table}>
            <thead>
              <tr>
                {SAMPLE_CSV_HEADER.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SAMPLE_ROWS.map((row) => (
                <tr key={row.company}>
                  {SAMPLE_CSV_HEADER.map((column) => (
                    <td key={column}>{row[column]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <figure className={styles.slide}>
        <h3>After: one presentation per row</h3>
        <img {...EXAMPLE_IMAGES.after} {...EXAMPLE_IMAGE_SIZE} loading="lazy" className={styles.image} />
        <figcaption className={styles.caption}>
          {firstRow.company}.pptx, made from the first row. The other rows get their own files:{' '}
          {otherRows.map((row) => `${row.company}.pptx`).join(' and ')}.
        </figcaption>
      </figure>
    </div>
  );
}
