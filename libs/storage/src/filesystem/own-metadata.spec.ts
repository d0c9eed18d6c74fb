import { contentTypeOfKey } from './own-metadata';

describe('contentTypeOfKey', () => {
  it('names the type of the extensions we store by', () => {
    expect(contentTypeOfKey('presentations/b/rows/1.pptx')).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(contentTypeOfKey('presentations/b/rows/1.PDF')).toBe('application/pdf');
    expect(contentTypeOfKey('uploads/data/x.csv')).toBe('text/csv');
  });

  it('names none for a key without one, or with a dot only in a folder name', () => {
    expect(contentTypeOfKey('templates/abc')).toBeUndefined();
    expect(contentTypeOfKey('v1.2/readme')).toBeUndefined();
    expect(contentTypeOfKey('exports/a.tar')).toBeUndefined();
  });
});
