import { z } from 'zod';
import { DatasetFieldsSchema, DatasetReplySchema } from '../generation/datasets';

/** POST /api/v1/datasets as a multipart form: the data file in `file`, optional `encoding` and `sheet`. */
export const V1CreateDatasetFormSchema = DatasetFieldsSchema.meta({ id: 'CreateDatasetForm' });

/** A data file read once: its columns and types, first rows, sheets and what to check. */
export const V1DatasetSchema = DatasetReplySchema.extend({ object: z.literal('dataset') }).meta({
  id: 'Dataset',
});
export type V1Dataset = z.infer<typeof V1DatasetSchema>;
