import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { closeColour, readPpm, solidPng } from './images';

describe('test images', () => {
  it('writes a PNG whose every pixel is the colour asked for', () => {
    const png = solidPng(3, 2, [200, 10, 30]);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(3);
    expect(png.readUInt32BE(20)).toBe(2);
    const idatAt = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
    expect([...raw.subarray(0, 10)]).toEqual([0, 200, 10, 30, 200, 10, 30, 200, 10, 30]);
  });

  it('reads a PPM’s pixels, comments in the header included', () => {
    const body = Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const ppm = readPpm(Buffer.concat([Buffer.from('P6\n# made by a test\n2 2\n255\n'), body]));
    expect([ppm.width, ppm.height]).toEqual([2, 2]);
    expect(ppm.pixel(1, 1)).toEqual([10, 11, 12]);
    expect(closeColour(ppm.pixel(0, 0), [10, 0, 0])).toBe(true);
    expect(closeColour(ppm.pixel(0, 0), [60, 0, 0])).toBe(false);
  });

  it('writes a PNG that another reader (file(1)) takes for one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'solid-png-'));
    const file = path.join(dir, 'a.png');
    writeFileSync(file, solidPng(4, 4, [0, 128, 255]));
    // `file` names the format from the bytes: a damaged PNG would be "data".
    expect(execFileSync('file', ['-b', file]).toString()).toMatch(/^PNG image data, 4 x 4, 8-bit\/color RGB/);
    expect(readFileSync(file).byteLength).toBeGreaterThan(40);
  });
});
