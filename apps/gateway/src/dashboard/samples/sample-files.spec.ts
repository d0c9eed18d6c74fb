import { unzipSync } from 'fflate';
import { readSampleFile } from './sample-files';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the sample files', () => {
  it('holds a small PNG logo in the images archive for every row’s logo value, and nothing else', async () => {
    const [header = '', ...rows] = (await readSampleFile('csv')).toString('utf8').trim().split('\n');
    const logoColumn = header.split(',').indexOf('logo');
    expect(logoColumn).toBeGreaterThanOrEqual(0);
    // The logo is the last column and holds no comma, so the line's last field is the value.
    const named = rows.map((row) => row.split(',').at(-1));
    const logos = unzipSync(new Uint8Array(await readSampleFile('images')));
    expect(Object.keys(logos).sort()).toEqual([...named].sort());
    for (const bytes of Object.values(logos)) {
      expect(Buffer.from(bytes.subarray(0, 8)).equals(PNG_SIGNATURE)).toBe(true);
      expect(bytes.byteLength).toBeLessThan(32 * 1024);
    }
  });

  it('gives "Kernel & Co" a file name without the ampersand', async () => {
    const csv = (await readSampleFile('csv')).toString('utf8');
    expect(csv).toContain('Kernel & Co,');
    expect(csv).toContain('kernel-and-co.png');
  });
});
