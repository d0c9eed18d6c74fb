// What the other gateway domains may use of datasets: they import it from here, never from its files.
export { createDataset } from './create-dataset';
export { datasetReply } from './dataset-views';
