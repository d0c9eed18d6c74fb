import { cleanCss } from './css-references';
import { cleanSvg, staysInDocument } from './svg-references';

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">';

function cleaned(body: string): string {
  return cleanSvg(`${SVG_OPEN}${body}</svg>`).text.slice(SVG_OPEN.length, -'</svg>'.length);
}

describe('cleanSvg', () => {
  it('removes href and xlink:href that leave the document, on every element', () => {
    expect(cleaned('<image width="9" xlink:href="file:///etc/passwd"/>')).toBe('<image width="9"/>');
    expect(cleaned('<use href="http://169.254.169.254/x.svg#a"/>')).toBe('<use/>');
    expect(cleaned('<filter><feImage xlink:href="//host/share/a.png"/></filter>')).toBe(
      '<filter><feImage/></filter>',
    );
    expect(cleaned('<a xlink:href="smb://host/x"><text>t</text></a>')).toBe('<a><text>t</text></a>');
    expect(cleaned('<image href=" &#x66;ile:///x.png"/>')).toBe('<image/>');
  });

  it('keeps same-document fragments and inlined raster images', () => {
    const body =
      '<use xlink:href="#shape"/><image href="data:image/png;base64,iVBORw0KGgo="/><rect fill="url(#g)"/>';
    expect(cleanSvg(`${SVG_OPEN}${body}</svg>`)).toEqual({
      text: `${SVG_OPEN}${body}</svg>`,
      changed: false,
    });
  });

  it('refuses an inlined SVG, which could carry references of its own', () => {
    expect(cleaned('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>')).toBe('<image/>');
  });

  it('cleans CSS in style elements, style attributes and presentation attributes', () => {
    expect(cleaned('<style>@import url(file:///a.css); rect { fill: url(file:///b.svg#p) }</style>')).toBe(
      '<style> rect { fill: none }</style>',
    );
    expect(cleaned('<style><![CDATA[ rect { background: url("/etc/x.png") } ]]></style>')).toBe(
      '<style><![CDATA[ rect { background: none } ]]></style>',
    );
    expect(cleaned('<rect style="fill:url(http://h/p.svg#x)" filter="url(file:///f.svg#blur)"/>')).toBe(
      '<rect style="fill:none" filter="none"/>',
    );
  });

  it('drops the DOCTYPE (entities could name files) and xml-stylesheet instructions', () => {
    const svg =
      '<?xml version="1.0"?><?xml-stylesheet href="file:///s.css"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
      `${SVG_OPEN}<text>&x;</text></svg>`;
    expect(cleanSvg(svg).text).toBe(`<?xml version="1.0"?>${SVG_OPEN}<text>&x;</text></svg>`);
  });

  it('refuses a crafted run of unclosed DOCTYPEs and stylesheet instructions (read in one pass)', () => {
    // A regex with a lazy body read this quadratically: 10 MB of it held a worker for hours.
    const crafted = (opening: string) => `${opening.repeat(50_000)}${SVG_OPEN}</svg>`;
    expect(() => cleanSvg(crafted('<!DOCTYPE['))).toThrow(/DOCTYPE or ENTITY/);
    expect(() => cleanSvg(crafted('<!DOCTYPE[]'))).toThrow(/DOCTYPE or ENTITY/);
    // Without a subset a DOCTYPE runs to the first `>` (as XML reads it): nothing of it is left.
    expect(cleanSvg(crafted('<!DOCTYPE ')).text).not.toMatch(/DOCTYPE/i);
    expect(() => cleanSvg(crafted('<?xml-stylesheet '))).toThrow(/damaged XML/);
    const two = `<!DOCTYPE svg><!doctype svg [<!-- x -->]  >${SVG_OPEN}</svg>`;
    expect(cleanSvg(two).text).toBe(`${SVG_OPEN}</svg>`);
  });

  it('refuses a declaration it cannot remove cleanly', () => {
    expect(() =>
      cleanSvg(`<!DOCTYPE svg [<!ENTITY a "]>"><!ENTITY b SYSTEM "file:///x">]>${SVG_OPEN}</svg>`),
    ).toThrow(/DOCTYPE or ENTITY/);
  });
});

describe('staysInDocument', () => {
  it.each(['#a', '', ' #a', 'data:image/jpeg;base64,AA'])('keeps %j', (value) => {
    expect(staysInDocument(value)).toBe(true);
  });
  it.each(['file:///x', 'x.png', '/etc/passwd', '\\\\host\\s', 'jar:file:/x!/a', 'data:text/html,x'])(
    'refuses %j',
    (value) => {
      expect(staysInDocument(value)).toBe(false);
    },
  );
});

describe('cleanCss', () => {
  it('drops CSS with escapes, which could spell a URL no pattern sees', () => {
    expect(cleanCss('fill: u\\72l(file:///x)')).toBe('');
  });

  it('drops CSS in which a url( survives that is not a fragment', () => {
    expect(cleanCss('fill: url( "file:///x)')).toBe('');
  });

  it('keeps plain CSS unchanged', () => {
    expect(cleanCss('fill: red; stroke: url(#g)')).toBe('fill: red; stroke: url(#g)');
  });
});
