import { buildZip, minimalPresentation } from '../test/support/build-zip';
import { errorCode as code } from '@deckmill/zip/testing';
import { compileTemplate } from './template/compile-template';

// What the engine refuses beyond the archive itself (the ZIP checks are libs/zip's zip-reader.spec.ts).

describe('compileTemplate safety', () => {
  it('accepts the smallest presentation package', () => {
    expect(compileTemplate(buildZip(minimalPresentation())).slideCount).toBe(0);
  });

  it('rejects a file over the size limit before reading it', () => {
    expect(
      code(() => compileTemplate(buildZip(minimalPresentation()), { limits: { maxFileBytes: 100 } })),
    ).toBe('too_large');
  });

  it('rejects a ZIP that is not a presentation by its content types', () => {
    expect(code(() => compileTemplate(buildZip([{ name: 'word/document.xml', data: '<w/>' }])))).toBe(
      'not_a_presentation',
    );
    const docx = buildZip([
      {
        name: '[Content_Types].xml',
        data: '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      },
    ]);
    expect(code(() => compileTemplate(docx))).toBe('not_a_presentation');
  });

  it('rejects DOCTYPE and ENTITY declarations in any XML part', () => {
    const billionLaughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><lolz>&lol;</lolz>';
    const bytes = buildZip(minimalPresentation([{ name: 'ppt/theme/theme1.xml', data: billionLaughs }]));
    expect(code(() => compileTemplate(bytes))).toBe('doctype_forbidden');
  });

  it('recognises a password-protected deck (an OLE compound file holding EncryptedPackage)', () => {
    const magic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const encrypted = Buffer.concat([magic, Buffer.alloc(100), Buffer.from('EncryptedPackage', 'utf16le')]);
    expect(code(() => compileTemplate(encrypted))).toBe('encrypted');
    expect(code(() => compileTemplate(Buffer.concat([magic, Buffer.alloc(100)])))).toBe('not_a_presentation');
  });

  it('rejects an XML part that is not UTF-8', () => {
    const bytes = buildZip(
      minimalPresentation([{ name: 'ppt/slides/slide1.xml', data: Buffer.from([0x3c, 0x61, 0xff, 0x3e]) }]),
    );
    expect(code(() => compileTemplate(bytes))).toBe('malformed_xml');
  });
});
