import { describe, expect, it } from 'vitest';
import {
  hasPictures,
  pictureFits,
  pictureValueKind,
  rowsMissingPicture,
  sectionPictureFit,
} from './pictureValues';

describe('pictureValues', () => {
  it('finds pictures at the top level and inside sections, with their fit', () => {
    const logo = { path: 'logo', filters: ['cover'], image: true };
    expect(pictureFits({ tags: [logo, { path: 'name', filters: [] }], sections: [] })).toEqual({
      logo: 'cover',
    });
    expect(pictureFits({ tags: [{ ...logo, filters: [] }], sections: [] })).toEqual({ logo: 'contain' });
    const inner = { name: 'people', inverted: false, kind: 'table-rows' as const, slide: 1, sections: [] };
    expect(hasPictures({ tags: [], sections: [{ ...inner, tags: [logo] }] })).toBe(true);
    expect(hasPictures({ tags: [{ path: 'name', filters: [] }], sections: [{ ...inner, tags: [] }] })).toBe(
      false,
    );
    const structure = { tags: [], sections: [{ ...inner, tags: [logo, { path: 'name', filters: [] }] }] };
    expect(sectionPictureFit(structure, 'People', 'logo')).toBe('cover');
    expect(sectionPictureFit(structure, 'people', 'name')).toBeUndefined();
  });

  it('tells file names from data: URIs and web addresses', () => {
    expect(pictureValueKind('logos/acme.png')).toBe('file');
    expect(pictureValueKind('data:image/png;base64,iVBOR')).toBe('data-uri');
    expect(pictureValueKind('HTTPS://example.com/a.png')).toBe('url');
    expect(pictureValueKind('http://example.com/a.png')).toBe('insecure-url');
    expect(pictureValueKind('  ')).toBe('empty');
  });

  it('counts the rows naming a file the archive lacks, not those with URLs or no value', () => {
    const records = ['acme.png', 'gone.png', 'https://x.test/a.png', '', 'logos\\beta.png'].map((logo) => ({
      logo,
    }));
    expect(rowsMissingPicture(records, 'logo', new Set(['acme.png', 'logos/beta.png']))).toBe(1);
  });
});
