import { relsPartOf, resolveTarget, type XmlSource } from '../template/package-map';
import { placeholderKey } from '../template/tag-syntax';
import { decodeXmlText } from '../xml/xml-text';
import { readChartShape, type ChartShape } from './chart-xml';

/** A chart whose alternative text holds `{{chart:list}}`: it takes its data from that list. */
export interface ChartBinding {
  /** The list's name as typed (`sales`, `region.sales`). */
  readonly name: string;
  readonly path: readonly string[];
  readonly slide: number;
  readonly chartPart: string;
  /** The embedded workbook behind "Edit Data", when the chart has one. */
  readonly workbookPart?: string;
  /** The template's chart: series names (for `inspect`), scatter or not, the sheet its formulas name. */
  readonly shape: ChartShape;
}

const CHART_TAG = /\{\{\s*chart\s*:\s*([^{}]*?)\s*\}\}/i;
const RELATIONSHIP = /<Relationship\b[^>]*>/g;

function relationships(source: XmlSource, part: string): Array<{ id: string; type: string; target: string }> {
  const found = [];
  for (const [element] of (source(relsPartOf(part)) ?? '').matchAll(RELATIONSHIP)) {
    if (/TargetMode="External"/.test(element)) continue;
    const id = /\bId="([^"]*)"/.exec(element)?.[1];
    const target = /\bTarget="([^"]*)"/.exec(element)?.[1];
    const type = /\bType="([^"]*)"/.exec(element)?.[1] ?? '';
    if (id && target) found.push({ id, type, target: resolveTarget(part, decodeXmlText(target)) });
  }
  return found;
}

/** The list named in a graphic frame's alternative text (description or title), if any. */
function boundList(frame: string): string | undefined {
  const properties = /<(?:\w+:)?cNvPr\b[^>]*>/.exec(frame)?.[0] ?? '';
  for (const attribute of ['descr', 'title']) {
    const value = new RegExp(`\\s${attribute}="([^"]*)"`).exec(properties)?.[1];
    const name = value === undefined ? undefined : CHART_TAG.exec(decodeXmlText(value))?.[1];
    if (name) return name;
  }
  return undefined;
}

/** The charts of the template's slides that are bound to a list, in slide order. */
export function findChartBindings(
  slideParts: ReadonlyMap<number, string>,
  source: XmlSource,
  names: ReadonlySet<string>,
): ChartBinding[] {
  const bindings: ChartBinding[] = [];
  const slides = [...slideParts.entries()].sort(([left], [right]) => left - right);
  for (const [slide, slidePart] of slides) {
    const xml = source(slidePart) ?? '';
    if (!xml.includes('chart')) continue;
    const links = relationships(source, slidePart);
    for (const [frame] of xml.matchAll(/<((?:\w+:)?)graphicFrame\b[\s\S]*?<\/\1graphicFrame>/g)) {
      const name = boundList(frame);
      const id = /<(?:\w+:)?chart\b[^>]*\s\w+:id="([^"]*)"/.exec(frame)?.[1];
      const chartPart = links.find((link) => link.id === id)?.target;
      const chartXml = chartPart && source(chartPart);
      if (!name || !chartPart || !chartXml) continue;
      const workbookPart = relationships(source, chartPart).find(
        (link) => /\/package$/.test(link.type) && names.has(link.target),
      )?.target;
      bindings.push({
        name,
        path: name.split('.').map(placeholderKey),
        slide,
        chartPart,
        ...(workbookPart ? { workbookPart } : {}),
        shape: readChartShape(chartXml),
      });
    }
  }
  return bindings;
}
