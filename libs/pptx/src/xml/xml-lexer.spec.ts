import { TemplateError } from '../errors';
import { tokenizeXml, type XmlToken } from './xml-lexer';

const tokens = (xml: string): XmlToken[] => [...tokenizeXml(xml)];

const errorCode = (xml: string): string | undefined => {
  try {
    tokens(xml);
    return undefined;
  } catch (error) {
    return error instanceof TemplateError ? error.code : 'other';
  }
};

describe('tokenizeXml', () => {
  it('reports start, end and self-closing tags, text and CDATA with their positions in the source', () => {
    const head = '<?xml version="1.0"?>';
    const open = '<p:sp a="x>y" b=\'<q\'>';
    const xml = `${head}${open}<!-- c --><a:t>Hi</a:t ><b/><![CDATA[<z>]]></p:sp>`;
    const at = (text: string) => xml.indexOf(text);
    expect(tokens(xml)).toEqual([
      { kind: 'open', name: 'p:sp', start: head.length, end: head.length + open.length, selfClosing: false },
      { kind: 'open', name: 'a:t', start: at('<a:t>'), end: at('<a:t>') + 5, selfClosing: false },
      { kind: 'text', start: at('Hi'), end: at('Hi') + 2 },
      { kind: 'close', name: 'a:t', start: at('</a:t >'), end: at('</a:t >') + 7 },
      { kind: 'open', name: 'b', start: at('<b/>'), end: at('<b/>') + 4, selfClosing: true },
      { kind: 'cdata', start: at('<z>'), end: at(']]>') },
      { kind: 'close', name: 'p:sp', start: at('</p:sp>'), end: xml.length },
    ]);
  });

  it('ends a name at white space, "/" or ">", as the XML spaces and every other white space', () => {
    // Every character up to U+0100, and each other one /\s/ matches with its neighbours.
    const others = [0x1680, 0x2000, 0x2005, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff];
    const codes = [
      ...Array.from({ length: 0x101 }, (_, code) => code),
      ...others.flatMap((code) => [code - 1, code, code + 1]),
    ];
    const wrong: string[] = [];
    for (const code of codes) {
      const char = String.fromCharCode(code);
      // These end or open a tag, or open a quoted value: not part of a name either way.
      if ('<>/"\''.includes(char)) continue;
      const [open] = tokens(`<a${char}b/>`);
      const name = /\s/.test(char) ? 'a' : `a${char}b`;
      if (open.kind !== 'open' || open.name !== name || !open.selfClosing) wrong.push(code.toString(16));
    }
    expect(wrong).toEqual([]);
  });

  it('refuses declarations and damaged tags', () => {
    expect(errorCode('<!DOCTYPE x><a/>')).toBe('doctype_forbidden');
    expect(errorCode('<a b="1"')).toBe('malformed_xml');
    expect(errorCode('<a <b/>')).toBe('malformed_xml');
    expect(errorCode('< a/>')).toBe('malformed_xml');
    expect(errorCode('<a></>')).toBe('malformed_xml');
    expect(errorCode('<a><!-- open')).toBe('malformed_xml');
    expect(errorCode('<a><![CDATA[ open')).toBe('malformed_xml');
  });
});
