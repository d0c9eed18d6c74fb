import { buildZip, minimalPresentation } from '../test/support/build-zip';
import { DEFAULT_LIMITS, maxXmlBytesOf, xmlPartKind, type TemplateLimits } from './limits';
import { compileTemplate } from './template/compile-template';

const SLIDE = '<p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>';

function refusal(
  parts: { name: string; bytes: number }[],
  limits: Partial<TemplateLimits>,
): string | undefined {
  const extra = parts.map(({ name, bytes }) => ({ name, data: SLIDE + ' '.repeat(bytes - SLIDE.length) }));
  try {
    compileTemplate(buildZip(minimalPresentation(extra)), { limits });
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('XML part limits', () => {
  it('knows the kinds of the parts a deck is made of', () => {
    expect(xmlPartKind('ppt/slides/slide12.xml')).toBe('slide');
    expect(xmlPartKind('ppt/slideLayouts/slideLayout3.xml')).toBe('layout');
    expect(xmlPartKind('ppt/notesMasters/notesMaster1.xml')).toBe('master');
    expect(xmlPartKind('ppt/slides/_rels/slide1.xml.rels')).toBe('relationships');
    expect(xmlPartKind('ppt/charts/chart1.xml')).toBe('chart');
    expect(xmlPartKind('[Content_Types].xml')).toBeUndefined();
  });

  it('allows a slide far larger than real ones, but not the 60 MiB parts of the reported attack', () => {
    expect(maxXmlBytesOf('ppt/slides/slide1.xml', DEFAULT_LIMITS)).toBeGreaterThanOrEqual(100 * 53_452);
    expect(maxXmlBytesOf('ppt/slides/slide1.xml', DEFAULT_LIMITS)).toBeLessThan(60 * 1024 * 1024);
  });

  it('refuses a part over the limit of its kind, whatever the other kinds allow', () => {
    const limits = { maxXmlPartBytesByKind: { ...DEFAULT_LIMITS.maxXmlPartBytesByKind, slide: 1000 } };
    expect(refusal([{ name: 'ppt/slides/slide1.xml', bytes: 1001 }], limits)).toBe('too_large');
    expect(refusal([{ name: 'ppt/slides/slide1.xml', bytes: 1000 }], limits)).toBeUndefined();
  });

  it('refuses a deck whose XML parts together pass the total, each within its own limit', () => {
    const parts = [1, 2, 3].map((n) => ({ name: `ppt/slides/slide${n}.xml`, bytes: 4000 }));
    expect(refusal(parts, { maxTotalXmlBytes: 10_000 })).toBe('too_large');
    expect(refusal(parts, { maxTotalXmlBytes: 13_000 })).toBeUndefined();
  });
});
