import { NEUTRAL_TARGET } from '../template/external-links';
import { resolveTarget } from '../template/package-map';
import { readAttributes, tokenizeXml } from '../xml/xml-lexer';
import { decodeXmlText } from '../xml/xml-text';

const CODE_RELATIONSHIP = /\/(vbaProject\w*|wordVbaData|control|activeXControlBinary)$/i;
const OLE_OBJECT_RELATIONSHIP = /\/oleObject$/i;

export interface CleanedRelationships {
  readonly text: string;
  /** Relationships to macro or ActiveX parts were dropped. */
  readonly droppedCode: boolean;
  /** Links of OLE objects to outside files (`<p:oleObj><p:link/>`) now point at `about:blank`. */
  readonly neutralisedOleLinks: boolean;
}

/** The part a `.rels` part belongs to: `ppt/slides/_rels/slide1.xml.rels` → `ppt/slides/slide1.xml`. */
export function sourceOfRels(relsPart: string): string {
  return relsPart.replace(/(^|\/)_rels\/([^/]+)\.rels$/i, '$1$2');
}

/**
 * A relationships part without the relationships to code (VBA, ActiveX) or to removed parts, and with
 * every linked OLE object pointing nowhere: opened by a team member, such a link would make their
 * PowerPoint fetch the linked file (a UNC path hands out their Windows credentials).
 */
export function cleanRelationships(
  xml: string,
  relsPart: string,
  removed: ReadonlySet<string>,
): CleanedRelationships {
  const source = sourceOfRels(relsPart);
  let text = '';
  let copied = 0;
  let droppedCode = false;
  let neutralisedOleLinks = false;
  for (const token of tokenizeXml(xml)) {
    if (token.kind !== 'open' || !/(^|:)Relationship$/.test(token.name)) continue;
    const attributes = readAttributes(xml, token.start, token.end);
    const value = (name: string) => decodeXmlText(attributes.find((a) => a.name === name)?.value ?? '');
    const external = value('TargetMode').trim().toLowerCase() === 'external';
    const target = value('Target');
    if (CODE_RELATIONSHIP.test(value('Type')) || (!external && removed.has(resolveTarget(source, target)))) {
      text += xml.slice(copied, token.start);
      copied = token.selfClosing ? token.end : xml.indexOf('>', xml.indexOf('</', token.end)) + 1;
      droppedCode = true;
    } else if (external && OLE_OBJECT_RELATIONSHIP.test(value('Type')) && target !== NEUTRAL_TARGET) {
      const span = attributes.find((a) => a.name === 'Target');
      if (!span) continue;
      text += xml.slice(copied, span.valueStart) + NEUTRAL_TARGET;
      copied = span.valueEnd;
      neutralisedOleLinks = true;
    }
  }
  return { text: text + xml.slice(copied), droppedCode, neutralisedOleLinks };
}

/** A slide, layout or master without its `<p:controls>` (ActiveX controls whose parts were removed). */
export function withoutControls(xml: string): string {
  let text = '';
  let copied = 0;
  let depth = 0;
  let start = 0;
  for (const token of tokenizeXml(xml)) {
    if (token.kind === 'open' && /(^|:)controls$/.test(token.name)) {
      if (depth === 0) start = token.start;
      if (token.selfClosing) {
        if (depth === 0) {
          text += xml.slice(copied, start);
          copied = token.end;
        }
      } else depth += 1;
    } else if (token.kind === 'close' && /(^|:)controls$/.test(token.name) && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        text += xml.slice(copied, start);
        copied = token.end;
      }
    }
  }
  return text + xml.slice(copied);
}
