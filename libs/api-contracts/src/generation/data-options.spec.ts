import { BulkCreateFieldsSchema } from './http';

describe('bulk_create data options', () => {
  const base = { template_id: '4' };

  it('defaults the locale to en-US and answers any letter case canonically', () => {
    expect(BulkCreateFieldsSchema.parse(base).locale).toBe('en-US');
    expect(BulkCreateFieldsSchema.parse({ ...base, locale: ' DE-de ' }).locale).toBe('de-DE');
  });

  it('refuses a locale outside the supported list with the list in the message', () => {
    const parsed = BulkCreateFieldsSchema.safeParse({ ...base, locale: 'de-AT' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['locale']);
    expect(parsed.error?.issues[0]?.message).toMatch(
      /^Choose one of the supported locales: en-US, en-GB, de-DE/,
    );
  });

  it('makes the mapping optional (JSON needs none) and trims group_by', () => {
    const parsed = BulkCreateFieldsSchema.parse({ ...base, group_by: ' Region ' });
    expect(parsed.group_by).toBe('Region');
    expect(parsed).not.toHaveProperty('data_mapping');
  });

  it('takes formats as a comma list or repeated values, in canonical order, pptx by default', () => {
    expect(BulkCreateFieldsSchema.parse(base).formats).toEqual(['pptx']);
    expect(BulkCreateFieldsSchema.parse({ ...base, formats: ' PDF , pptx,pdf' }).formats).toEqual([
      'pptx',
      'pdf',
    ]);
    expect(BulkCreateFieldsSchema.parse({ ...base, formats: ['pdf'] }).formats).toEqual(['pdf']);
  });

  it('refuses an unknown or empty format keyed formats', () => {
    for (const formats of ['docx', '', 'pdf,png']) {
      const parsed = BulkCreateFieldsSchema.safeParse({ ...base, formats });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['formats']);
      expect(parsed.error?.issues[0]?.message).toBe('Choose the output: pptx, pdf or both.');
    }
  });
});
