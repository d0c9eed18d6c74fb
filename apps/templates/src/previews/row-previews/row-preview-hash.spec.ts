import { ROW_PREVIEW_VERSION, rowPreviewHash, type RowPreviewInput } from './row-preview-hash';

const BASE: RowPreviewInput = {
  templateId: 7,
  templateVersion: 'templates/0d7c6a3e-41d8-4e5c-9a57-2b2fbb2d4a11/',
  values: { name: 'Acme', rows: [{ item: 'A', qty: 2 }] },
  locale: 'en-US',
  watermark: true,
};

describe('rowPreviewHash', () => {
  it('is the same for the same record whatever the order of its keys', () => {
    const reordered = { ...BASE, values: { rows: [{ qty: 2, item: 'A' }], name: 'Acme' } };
    expect(rowPreviewHash(reordered)).toBe(rowPreviewHash(BASE));
    expect(rowPreviewHash(BASE)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the values, the template, its file, the locale, the watermark and the render version', () => {
    const hashes = new Set([
      rowPreviewHash(BASE),
      rowPreviewHash({ ...BASE, values: { name: 'Acme Ltd', rows: [{ item: 'A', qty: 2 }] } }),
      rowPreviewHash({ ...BASE, values: { name: 'Acme', rows: [{ item: 'A', qty: 3 }] } }),
      rowPreviewHash({ ...BASE, templateId: 8 }),
      rowPreviewHash({ ...BASE, templateVersion: 'templates/other/' }),
      rowPreviewHash({ ...BASE, locale: 'de-DE' }),
      rowPreviewHash({ ...BASE, watermark: false }),
      rowPreviewHash({ ...BASE, renderVersion: 'older' }),
    ]);
    expect(hashes.size).toBe(8);
    expect(rowPreviewHash({ ...BASE, renderVersion: ROW_PREVIEW_VERSION })).toBe(rowPreviewHash(BASE));
  });
});
