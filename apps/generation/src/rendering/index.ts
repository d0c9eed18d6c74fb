// What the other generation domains may use of rendering: they import it from here, never from its files.
export { BatchResumption } from './sweep/batch-resumption';
export { BatchResumptionModule } from './sweep/batch-resumption.module';
export type { SweptWork } from './sweep/lost-work';
