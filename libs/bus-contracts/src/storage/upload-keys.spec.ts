import { dataFormatOf, dataUploadKey, templateSourceKey } from './upload-keys';

describe('upload keys', () => {
  it('knows a JSON file by its name and keeps CSV uploads where they were', () => {
    expect(dataFormatOf('Sales.JSON')).toBe('json');
    expect(dataFormatOf('sales.csv')).toBe('csv');
    expect(dataFormatOf('sales.txt')).toBe('csv');
    expect(dataUploadKey('u1', 'csv')).toBe('uploads/csv/u1.csv');
    expect(dataUploadKey('u1', 'json')).toBe('uploads/data/u1.json');
  });

  it('keeps every object of an uploaded template under templates/<uploadId>/', () => {
    expect(templateSourceKey('u1')).toBe('templates/u1/source.pptx');
  });
});
