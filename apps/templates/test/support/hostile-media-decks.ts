import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { fixture } from './decks';

/** The real two-slide picture deck: slide 1 shows one picture (`rId2`), drawn large enough to see. */
const PICTURE_DECK = 'automizer-SlideWithImages.pptx';
const SLIDE_RELS = 'ppt/slides/_rels/slide1.xml.rels';
const CONTENT_TYPES = '[Content_Types].xml';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

type Entries = Record<string, Uint8Array>;

function edit(change: (entries: Entries) => void): Buffer {
  const entries = unzipSync(fixture(PICTURE_DECK));
  change(entries);
  return Buffer.from(zipSync(entries, { level: 6 }));
}

function text(entries: Entries, name: string): string {
  const part = entries[name];
  if (!part) throw new Error(`fixture without ${name}`);
  return strFromU8(part);
}

function replaceIn(entries: Entries, name: string, search: string | RegExp, replacement: string): void {
  const before = text(entries, name);
  const after = before.replace(search, replacement);
  if (after === before) throw new Error(`nothing to replace in ${name}`);
  entries[name] = strToU8(after);
}

/** The deck with slide 1's picture replaced by `media` (stored as `ppt/media/<name>`). */
export function pictureDeck(name: string, media: Uint8Array | string): Buffer {
  return edit((entries) => {
    entries[`ppt/media/${name}`] = typeof media === 'string' ? strToU8(media) : media;
    replaceIn(entries, SLIDE_RELS, 'Target="../media/image1.jpg"', `Target="../media/${name}"`);
  });
}

/** A green square over which `body` may draw something (the hostile part). */
export function svg(body: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="200" viewBox="0 0 200 200">' +
    `<rect width="200" height="200" fill="#00ff00"/>${body}</svg>`
  );
}

/** An enhanced metafile drawing a green rectangle after a colour profile record that names `path`. */
export function emfNamingFile(path: string): Buffer {
  const record = (type: number, payload: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(type, 0);
    head.writeUInt32LE(8 + payload.length, 4);
    return Buffer.concat([head, payload]);
  };
  const name = Buffer.from(`${path}\0`, 'utf16le');
  const padded = Buffer.alloc(Math.ceil((12 + name.length) / 4) * 4);
  padded.writeUInt32LE(0, 0); // dwAction
  padded.writeUInt32LE(0, 4); // dwFlags
  padded.writeUInt32LE(name.length, 8); // cbName
  name.copy(padded, 12);
  const brush = Buffer.alloc(16);
  brush.writeUInt32LE(1, 0); // ihBrush
  brush.writeUInt32LE(0, 4); // BS_SOLID
  brush.writeUInt32LE(0x0000ff00, 8); // COLORREF green
  const select = Buffer.alloc(4);
  select.writeUInt32LE(1, 0);
  const rectangle = Buffer.alloc(16);
  rectangle.writeInt32LE(0, 0);
  rectangle.writeInt32LE(0, 4);
  rectangle.writeInt32LE(1000, 8);
  rectangle.writeInt32LE(1000, 12);
  const body = Buffer.concat([
    record(113, padded), // EMR_SETICMPROFILEW
    record(39, brush), // EMR_CREATEBRUSHINDIRECT
    record(37, select), // EMR_SELECTOBJECT
    record(43, rectangle), // EMR_RECTANGLE
    record(14, Buffer.alloc(12)), // EMR_EOF
  ]);
  const header = Buffer.alloc(88);
  header.writeUInt32LE(1, 0);
  header.writeUInt32LE(88, 4);
  header.writeInt32LE(0, 8);
  header.writeInt32LE(0, 12);
  header.writeInt32LE(1000, 16);
  header.writeInt32LE(1000, 20); // bounds
  header.writeInt32LE(0, 24);
  header.writeInt32LE(0, 28);
  header.writeInt32LE(26458, 32);
  header.writeInt32LE(26458, 36); // frame, 0.01 mm
  header.writeUInt32LE(0x464d4520, 40);
  header.writeUInt32LE(0x10000, 44);
  header.writeUInt32LE(88 + body.length, 48);
  header.writeUInt32LE(6, 52); // records
  header.writeUInt16LE(2, 56); // handles
  header.writeInt32LE(1000, 72);
  header.writeInt32LE(1000, 76); // device pixels
  header.writeInt32LE(264, 80);
  header.writeInt32LE(264, 84); // device millimetres
  return Buffer.concat([header, body]);
}

/** Slide 1 gains an OLE object linked to an outside file (the relationship a linked object writes). */
export function oleLinkDeck(target: string): Buffer {
  return edit((entries) => {
    replaceIn(
      entries,
      SLIDE_RELS,
      '</Relationships>',
      `<Relationship Id="rIdOle" Type="${R}/oleObject" Target="${target}" TargetMode="External"/></Relationships>`,
    );
  });
}

/**
 * What PowerPoint writes for a macro-enabled deck (.pptm) with an ActiveX control: a VBA project with its
 * relationship and content type, an ActiveX part referenced by slide 1's controls, and the macro-enabled
 * main content type.
 */
export function macroDeck(): Buffer {
  return edit((entries) => {
    entries['ppt/vbaProject.bin'] = Buffer.concat([
      Buffer.from('d0cf11e0a1b11ae1', 'hex'),
      Buffer.from('Sub AutoOpen()'),
    ]);
    entries['ppt/activeX/activeX1.xml'] = strToU8(
      '<ax:ocx xmlns:ax="http://schemas.microsoft.com/office/2006/activeX" ax:classid="{8BD21D40-EC42-11CE-9E0D-00AA006002F3}" ax:persistence="persistPropertyBag"/>',
    );
    replaceIn(
      entries,
      'ppt/_rels/presentation.xml.rels',
      '</Relationships>',
      '<Relationship Id="rIdVba" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/></Relationships>',
    );
    replaceIn(
      entries,
      SLIDE_RELS,
      '</Relationships>',
      `<Relationship Id="rIdAx" Type="${R}/control" Target="../activeX/activeX1.xml"/></Relationships>`,
    );
    replaceIn(
      entries,
      'ppt/slides/slide1.xml',
      '</p:spTree>',
      '</p:spTree><p:controls><p:control spid="2049" name="CommandButton1" r:id="rIdAx" imgW="914400" imgH="457200"/></p:controls>',
    );
    replaceIn(
      entries,
      CONTENT_TYPES,
      /application\/vnd\.openxmlformats-officedocument\.presentationml\.presentation\.main\+xml/,
      'application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml',
    );
    replaceIn(
      entries,
      CONTENT_TYPES,
      '</Types>',
      '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/><Override PartName="/ppt/activeX/activeX1.xml" ContentType="application/vnd.ms-office.activeX+xml"/></Types>',
    );
  });
}
