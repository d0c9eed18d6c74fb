import { V1CreateBatchFormSchema, V1CreateBatchJsonSchema } from './batches';

describe('POST /api/v1/batches bodies', () => {
  const json = { template_id: 3, rows: [{ company: 'Acme' }] };

  it('leaves formats to the default when absent and takes an array of formats in canonical order', () => {
    expect(V1CreateBatchJsonSchema.parse(json).formats).toBeUndefined();
    expect(V1CreateBatchJsonSchema.parse({ ...json, formats: ['PDF', 'pptx'] }).formats).toEqual([
      'pptx',
      'pdf',
    ]);
  });

  it('takes formats as a comma list in a form', () => {
    expect(V1CreateBatchFormSchema.parse({ template_id: '3', formats: 'pdf' }).formats).toEqual(['pdf']);
  });

  it('refuses an unknown format keyed formats', () => {
    const parsed = V1CreateBatchJsonSchema.safeParse({ ...json, formats: ['docx'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['formats']);
  });
});
