import { solidPng } from '@deckmill/testing';
import { decodeDataUri } from './data-uri';
import { classifyImageValue, imageFileName } from './image-value';

describe('classifyImageValue', () => {
  it.each([
    ['logo.png', 'logo.png'],
    ['  photos/Acme.PNG ', 'photos/Acme.PNG'],
    ['./photos/acme.png', 'photos/acme.png'],
    ['photos\\acme.png', 'photos/acme.png'],
  ])('takes %j as the archive file %j', (value, name) => {
    expect(classifyImageValue(value)).toEqual({ kind: 'file', name });
  });

  it('takes data: URIs and http(s) URLs as such', () => {
    expect(classifyImageValue('DATA:image/png;base64,AAAA').kind).toBe('data');
    const https = classifyImageValue('https://cdn.example/a b.png');
    expect(https.kind === 'url' && https.url.href).toBe('https://cdn.example/a%20b.png');
    expect(classifyImageValue('http://intranet/logo.png').kind).toBe('url');
  });

  it.each([
    ['../secret.png', 'outside the images archive'],
    ['photos/../../secret.png', 'outside the images archive'],
    ['/etc/passwd', 'outside the images archive'],
    ['C:\\logo.png', 'outside the images archive'],
    ['file:///etc/passwd', 'file: addresses are not supported'],
    ['ftp://host/logo.png', 'ftp: addresses are not supported'],
    ['javascript:alert(1)', 'javascript: addresses are not supported'],
    ['https://', 'not a valid web address'],
    ['   ', 'no picture given'],
  ])('refuses %j', (value, reason) => {
    const result = classifyImageValue(value);
    expect(result.kind === 'refused' && result.reason).toContain(reason);
  });
});

describe('decodeDataUri', () => {
  const png = solidPng(2, 2, [0, 128, 255]);

  it('decodes base64, with whitespace and with base64url characters', () => {
    const base64 = png.toString('base64');
    const spaced = `data:image/png;base64,${base64.slice(0, 10)}\n ${base64.slice(10)}`;
    const url = `data:;base64,${png.toString('base64url')}`;
    for (const uri of [`data:image/png;base64,${base64}`, spaced, url]) {
      const decoded = decodeDataUri(uri, 1024);
      expect(decoded.ok && Buffer.from(decoded.bytes).equals(png)).toBe(true);
    }
  });

  it('decodes percent-encoding, byte by byte', () => {
    const decoded = decodeDataUri('data:image/svg+xml,%3Csvg%20width%3D%221%22%2F%3E%FF', 1024);
    expect(decoded.ok && [...decoded.bytes.subarray(-1)]).toEqual([0xff]);
    expect(decoded.ok && Buffer.from(decoded.bytes.subarray(0, -1)).toString()).toBe('<svg width="1"/>');
  });

  it('refuses damaged data and data over the cap before decoding it', () => {
    expect(decodeDataUri('data:image/png;base64', 1024)).toEqual({
      ok: false,
      reason: 'a data: URI without a comma before its data',
    });
    expect(decodeDataUri('data:image/png;base64,ab$c', 1024)).toMatchObject({
      reason: expect.stringContaining('damaged'),
    });
    expect(decodeDataUri('data:,%zz', 1024)).toMatchObject({ reason: expect.stringContaining('damaged') });
    expect(decodeDataUri('data:,ab%4', 1024)).toMatchObject({ reason: expect.stringContaining('damaged') });
    // A long run of escapes decodes into one buffer: 300,000 of them, byte for byte.
    const many = decodeDataUri(`data:,${'%41'.repeat(300_000)}é`, 1_000_000);
    expect(many.ok && [many.bytes.byteLength, Buffer.from(many.bytes.subarray(-3)).toString()]).toEqual([
      300_002,
      'Aé',
    ]);
    expect(decodeDataUri(`data:;base64,${'A'.repeat(4000)}`, 1024)).toEqual({
      ok: false,
      reason: 'larger than 1 KB',
    });
    expect(decodeDataUri(`data:,${'a'.repeat(1025)}`, 1024)).toEqual({
      ok: false,
      reason: 'larger than 1 KB',
    });
  });
});

describe('imageFileName', () => {
  it.each([
    ['logo.png', 'logo.png'],
    [' photos\\acme.png ', 'acme.png'],
    ['https://cdn.example/img/acme%20logo.png?size=2#top', 'acme logo.png'],
    ['https://cdn.example/img/', 'img'],
    ['https://cdn.example', ''],
    ['data:image/png;base64,AAAA', ''],
    ['../secret.png', ''],
  ])('names %j %j', (value, name) => {
    expect(imageFileName(value)).toBe(name);
  });
});
