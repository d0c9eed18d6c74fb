import { fillSlide, SAMPLE_CSV_HEADER, SAMPLE_ROWS, SAMPLE_TEMPLATE } from '../../sample/sampleDeck';
import { SlideMock } from '../../sample/SlideMock';
import styles from './SampleExample.module.css';

/** The template slide, the CSV that fills it, and the slide each row produces. */
export function SampleExample() {
  return (
    <div className={styles.example}>
      <div className={styles.before}>
        <h3>Before: the template</h3>
        <SlideMock slide={SAMPLE_TEMPLATE} label="The template slide, with its placeholders highlighted" />
      </div>
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
      <div className={styles.after}>
        <h3>After: one presentation per row</h3>
        <div className={styles.results}>
          {SAMPLE_ROWS.map((row) => (
            <SlideMock
              key={row.company}
              slide={fillSlide(SAMPLE_TEMPLATE, row)}
              label={`${row.company}.pptx`}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
