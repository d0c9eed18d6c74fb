import { createHash } from 'node:crypto';
import { solidPng } from '@deckmill/testing';
import { describeImage, describeImageOffThread } from './describe-image';

function le16(value: number): number[] {
  return [value & 0xff, value >> 8];
}

function le32(value: number): number[] {
  return [...le16(value & 0xffff), ...le16(value >>> 16)];
}

function be16(value: number): number[] {
  return [value >> 8, value & 0xff];
}

function bytes(...parts: Array<string | number[] | Buffer>): Buffer {
  return Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );
}

// APP0 (JFIF), a quantisation table, then a baseline or progressive frame header.
function jpeg(frameMarker: number, width: number, height: number): Buffer {
  return bytes(
    [0xff, 0xd8],
    [0xff, 0xe0, ...be16(16)],
    'JFIF\0',
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xdb, ...be16(4), 0, 0],
    [0xff, 0xff, 0xff, frameMarker, ...be16(11), 8, ...be16(height), ...be16(width), 1, 1, 0x11, 0],
    [0xff, 0xd9],
  );
}

function riff(chunk: string, payload: number[]): Buffer {
  const body = bytes('WEBP', chunk, le32(payload.length), payload);
  return bytes('RIFF', le32(body.length), body);
}

function tiff(order: 'II' | 'MM', width: number, height: number): Buffer {
  const little = order === 'II';
  const u16 = (value: number) => (little ? le16(value) : be16(value));
  const u32 = (value: number) => (little ? le32(value) : [...be16(value >>> 16), ...be16(value & 0xffff)]);
  // ImageWidth as SHORT, ImageLength as LONG: both types occur in real files.
  const entries = [
    [...u16(256), ...u16(3), ...u32(1), ...u16(width), 0, 0],
    [...u16(257), ...u16(4), ...u32(1), ...u32(height)],
  ];
  return bytes(order, u16(42), u32(8), u16(entries.length), ...entries, u32(0));
}

function sizeOf(image: ReturnType<typeof describeImage>) {
  if ('reason' in image) throw new Error(image.reason);
  return [image.extension, image.contentType, image.width, image.height];
}

describe('describeImage', () => {
  it('reads a PNG and names it by the SHA-256 of its bytes', () => {
    const png = solidPng(7, 3, [255, 0, 0]);
    const image = describeImage(png);
    expect(sizeOf(image)).toEqual(['png', 'image/png', 7, 3]);
    expect('hash' in image && image.hash).toBe(createHash('sha256').update(png).digest('hex'));
  });

  it.each([
    ['baseline', 0xc0],
    ['progressive', 0xc2],
  ])('reads a %s JPEG from its start-of-frame marker', (_label, marker) => {
    expect(sizeOf(describeImage(jpeg(marker, 640, 480)))).toEqual(['jpeg', 'image/jpeg', 640, 480]);
  });

  it('reads GIF87a and GIF89a', () => {
    for (const version of ['GIF87a', 'GIF89a']) {
      expect(sizeOf(describeImage(bytes(version, le16(300), le16(200), [0, 0, 0])))).toEqual([
        'gif',
        'image/gif',
        300,
        200,
      ]);
    }
  });

  it('reads lossy (VP8), lossless (VP8L) and extended (VP8X) WebP', () => {
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(320), ...le16(240), 0, 0]);
    const bits = (320 - 1) | ((240 - 1) << 14);
    const lossless = riff('VP8L', [0x2f, ...le32(bits), 0]);
    const extended = riff('VP8X', [0x10, 0, 0, 0, 0x3f, 0x01, 0x00, 0xef, 0x00, 0x00]);
    expect([lossy, lossless, extended].map((webp) => sizeOf(describeImage(webp)))).toEqual([
      ['webp', 'image/webp', 320, 240],
      ['webp', 'image/webp', 320, 240],
      ['webp', 'image/webp', 320, 240],
    ]);
  });

  it('reads BMP with a BITMAPINFOHEADER (top-down, negative height) and a core header', () => {
    const info = bytes(
      'BM',
      le32(0),
      le32(0),
      le32(54),
      le32(40),
      le32(100),
      le32(-50 >>> 0),
      le16(1),
      le16(24),
    );
    const core = bytes('BM', le32(0), le32(0), le32(26), le32(12), le16(16), le16(9), le16(1), le16(24));
    expect(sizeOf(describeImage(info))).toEqual(['bmp', 'image/bmp', 100, 50]);
    expect(sizeOf(describeImage(core))).toEqual(['bmp', 'image/bmp', 16, 9]);
  });

  it('reads TIFF in both byte orders', () => {
    expect(sizeOf(describeImage(tiff('II', 1024, 768)))).toEqual(['tiff', 'image/tiff', 1024, 768]);
    expect(sizeOf(describeImage(tiff('MM', 1024, 70_000)))).toEqual(['tiff', 'image/tiff', 1024, 70_000]);
  });

  it.each([
    [
      'width and height in pixels',
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"/>',
      120,
      80,
    ],
    [
      'width and height in points',
      '<svg xmlns="http://www.w3.org/2000/svg" width="72pt" height="36pt"/>',
      96,
      48,
    ],
    ['a viewBox', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100"/>', 400, 100],
    [
      'a width and the viewBox ratio',
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" viewBox="0,0,400,100"/>',
      200,
      50,
    ],
    [
      'a declaration and a percentage width',
      '<?xml version="1.0"?><!-- logo --><svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 30 20"></svg>',
      30,
      20,
    ],
  ])('reads an SVG with %s', (_label, svg, width, height) => {
    expect(sizeOf(describeImage(Buffer.from(svg)))).toEqual(['svg', 'image/svg+xml', width, height]);
  });

  it('removes references to other files and hosts from an SVG, and hashes what is placed', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">' +
      '<image xlink:href="file:///etc/passwd" width="10" height="10"/><rect style="fill:url(https://x.example/p)"/></svg>';
    const image = describeImage(Buffer.from(svg));
    if ('reason' in image) throw new Error(image.reason);
    const placed = Buffer.from(image.bytes).toString('utf8');
    expect(placed).not.toContain('/etc/passwd');
    expect(placed).not.toContain('x.example');
    expect(image.hash).toBe(createHash('sha256').update(image.bytes).digest('hex'));
  });

  it.each([
    [
      'a script',
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
      'script',
    ],
    [
      'a foreign object',
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><foreignObject><p>x</p></foreignObject></svg>',
      'foreignObject',
    ],
    [
      'an event handler',
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" onload="go()"/>',
      'onload',
    ],
    [
      'an entity declaration',
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg width="1" height="1">&x;</svg>',
      'DOCTYPE',
    ],
    ['no size', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'without width'],
  ])('refuses an SVG with %s', (_label, svg, said) => {
    const result = describeImage(Buffer.from(svg));
    expect('reason' in result && result.reason).toContain(said);
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><html><body>Not found</body></html>'), 'not a picture'],
    ['text', Buffer.from('hello'), 'not a picture'],
    ['nothing', Buffer.alloc(0), 'not a picture'],
    ['a PNG cut before its header', solidPng(2, 2, [0, 0, 0]).subarray(0, 12), 'damaged PNG'],
    ['a JPEG without a frame', bytes([0xff, 0xd8, 0xff, 0xd9]), 'damaged JPEG'],
  ])('refuses %s', (_label, input, said) => {
    const result = describeImage(input);
    expect('reason' in result && result.reason).toContain(said);
  });

  it('describes the same off the event loop: a PNG and a cleaned SVG hashed as placed, a refusal as worded', async () => {
    const inputs = [
      solidPng(7, 3, [255, 0, 0]),
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect style="fill:url(https://x.example/p)"/></svg>',
      ),
      Buffer.from('hello'),
    ];
    for (const input of inputs) {
      const offThread = await describeImageOffThread(input);
      const onThread = describeImage(input);
      expect(offThread).toEqual(onThread);
      if (!('reason' in offThread)) {
        expect(offThread.hash).toBe(createHash('sha256').update(offThread.bytes).digest('hex'));
      }
    }
  });
});
