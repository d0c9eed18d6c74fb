// What the other gateway domains may use of csv-export: they import it from here, never from its files.
export { csvCell, csvLine } from './csv-cell';
