import { InvalidObjectKeyError, InvalidRangeError, ObjectChangedError } from './errors';
import { isPackSlice, packRead, packSliceKey, parsePackSlice, sliceStat } from './pack-slices';

const SLICE = {
  packKey: 'presentations/b/packs/1-50-a1.pack',
  start: 100,
  length: 50,
  packSize: 400,
  extension: 'pptx',
};

describe('pack slices', () => {
  it('names a slice by its pack and place, and reads the name back', () => {
    const key = packSliceKey(SLICE);

    expect(key).toBe('presentations/b/packs/1-50-a1.pack/from-100-length-50-of-400.pptx');
    expect(parsePackSlice(key)).toEqual(SLICE);
  });

  it('takes no other key for a slice', () => {
    for (const key of [
      'presentations/b/rows/1.pptx',
      'presentations/b/packs/1.pack',
      'x.pack/from-1-length-2-of-3',
      'x.zip/from-1-length-2-of-3.pptx',
      'x.pack/from-1-length-0-of-3.pptx',
      'x.pack/from-2-length-2-of-3.pptx',
      'x.pack/from--1-length-2-of-3.pptx',
    ]) {
      expect(isPackSlice(key)).toBe(false);
    }
  });

  it('refuses a slice that does not lie in its pack, or a pack key without its extension', () => {
    expect(() => packSliceKey({ ...SLICE, start: 360 })).toThrow(InvalidObjectKeyError);
    expect(() => packSliceKey({ ...SLICE, packKey: 'presentations/b/packs/1.zip' })).toThrow(
      InvalidObjectKeyError,
    );
  });

  it("moves a read's range into the pack, never past the slice, and expects the pack's size", () => {
    const key = packSliceKey(SLICE);

    expect(packRead(key, SLICE, {})).toEqual({ range: { start: 100, end: 149 }, expect: { size: 400 } });
    expect(
      packRead(key, SLICE, { range: { start: 10, end: 1000 }, expect: { size: 50, etag: 'e' } }),
    ).toEqual({
      range: { start: 110, end: 149 },
      expect: { size: 400, etag: 'e' },
    });
    expect(() => packRead(key, SLICE, { range: { start: 50 } })).toThrow(InvalidRangeError);
    expect(() => packRead(key, SLICE, { expect: { size: 51 } })).toThrow(ObjectChangedError);
  });

  it("states a slice from its pack's stat, and none from a pack of another size", () => {
    const pack = { size: 400, contentType: 'application/octet-stream', lastModified: new Date(5), etag: 'e' };

    expect(sliceStat(SLICE, pack)).toEqual({
      size: 50,
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      lastModified: new Date(5),
      etag: 'e',
    });
    expect(sliceStat(SLICE, { ...pack, size: 401 })).toBeNull();
    expect(sliceStat(SLICE, null)).toBeNull();
  });
});
