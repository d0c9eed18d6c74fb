import { crc32 } from 'node:zlib';
import { crc32Of, rememberCrc32 } from './known-crc32';

describe('crc32Of', () => {
  it('is the CRC-32 of the bytes', () => {
    const bytes = Buffer.from('a picture placed in every deck');
    expect(crc32Of(bytes)).toBe(crc32(bytes));
  });

  it('takes a remembered CRC for the same bytes instead of summing them again', () => {
    const checked = Buffer.from('a photo whose entry CRC its reader checked');
    rememberCrc32(checked, 0x1234_5678);
    expect(crc32Of(checked)).toBe(0x1234_5678);
  });

  it('remembers by identity: equal bytes in another buffer are summed', () => {
    const checked = Buffer.from('the same photo');
    rememberCrc32(checked, 7);
    const copy = Buffer.from(checked);
    expect(crc32Of(copy)).toBe(crc32(copy));
    expect(crc32Of(checked.subarray(0))).toBe(crc32(checked));
  });
});
