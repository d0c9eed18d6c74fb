import { readAttributes, tokenizeXml } from '../xml/xml-lexer';
import { decodeXmlText } from '../xml/xml-text';

export const PRESENTATION_MAIN_TYPE =
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';
const MACRO_ENABLED_MAIN_TYPE = 'application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml';
/** VBA projects, their signatures and data, and ActiveX controls (binary and XML). */
const CODE_TYPE = /^application\/vnd\.ms-(office\.(vbaProject\w*|activeX(\+xml)?)|word\.vbaData\+xml)$/i;
const CODE_PART_NAME = /^ppt\/(vbaProject\w*\.bin|vbaData\.xml|activeX\/)/i;

export interface ContentTypes {
  /** The content type of a part (without the leading slash), by Override then Default. */
  typeOf(partName: string): string | undefined;
}

export function readContentTypes(xml: string): ContentTypes {
  const overrides = new Map<string, string>();
  const defaults = new Map<string, string>();
  for (const token of tokenizeXml(xml)) {
    if (token.kind !== 'open') continue;
    const attributes = new Map(
      readAttributes(xml, token.start, token.end).map((a) => [a.name, decodeXmlText(a.value)]),
    );
    const type = attributes.get('ContentType');
    if (!type) continue;
    if (/(^|:)Override$/.test(token.name)) {
      overrides.set((attributes.get('PartName') ?? '').replace(/^\//, '').toLowerCase(), type);
    } else if (/(^|:)Default$/.test(token.name)) {
      defaults.set((attributes.get('Extension') ?? '').toLowerCase(), type);
    }
  }
  return {
    typeOf: (partName) => {
      const override = overrides.get(partName.toLowerCase());
      if (override) return override;
      const extension = /\.([^./]+)$/.exec(partName)?.[1]?.toLowerCase() ?? '';
      return defaults.get(extension);
    },
  };
}

/** A macro or ActiveX part, by its content type or its conventional name. */
export function isCodePart(partName: string, contentType: string | undefined): boolean {
  return CODE_PART_NAME.test(partName) || (contentType !== undefined && CODE_TYPE.test(contentType));
}

/**
 * `[Content_Types].xml` without the entries of removed parts or code content types, and with a
 * macro-enabled main part declared as a plain presentation.
 */
export function cleanContentTypes(xml: string, removed: ReadonlySet<string>): string {
  let result = '';
  let copied = 0;
  for (const token of tokenizeXml(xml)) {
    if (token.kind !== 'open') continue;
    const attributes = readAttributes(xml, token.start, token.end);
    const type = attributes.find((attribute) => attribute.name === 'ContentType');
    if (!type) continue;
    const typeValue = decodeXmlText(type.value);
    const partName = decodeXmlText(attributes.find((a) => a.name === 'PartName')?.value ?? '');
    if (CODE_TYPE.test(typeValue) || removed.has(partName.replace(/^\//, ''))) {
      result += xml.slice(copied, token.start);
      copied = token.selfClosing ? token.end : xml.indexOf('>', xml.indexOf('</', token.end)) + 1;
    } else if (typeValue === MACRO_ENABLED_MAIN_TYPE) {
      result += xml.slice(copied, type.valueStart) + PRESENTATION_MAIN_TYPE;
      copied = type.valueEnd;
    }
  }
  return result + xml.slice(copied);
}

/** Whether the package declares a macro-enabled main part (.pptm). */
export function isMacroEnabled(xml: string): boolean {
  return xml.includes(MACRO_ENABLED_MAIN_TYPE);
}
