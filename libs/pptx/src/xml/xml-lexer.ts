import { TemplateError } from '../errors';

/** A start tag (`selfClosing` for `<x/>`), an end tag, or character data between tags. */
export type XmlToken =
  | {
      readonly kind: 'open';
      readonly name: string;
      readonly start: number;
      readonly end: number;
      readonly selfClosing: boolean;
    }
  | { readonly kind: 'close'; readonly name: string; readonly start: number; readonly end: number }
  | { readonly kind: 'text'; readonly start: number; readonly end: number }
  | { readonly kind: 'cdata'; readonly start: number; readonly end: number };

function malformed(): TemplateError {
  return new TemplateError(
    'malformed_xml',
    'This presentation contains a damaged XML part and cannot be used.',
  );
}

export function doctypeForbidden(): TemplateError {
  return new TemplateError(
    'doctype_forbidden',
    'This file contains XML declarations PowerPoint never writes (DOCTYPE or ENTITY), so it was refused for safety.',
  );
}

function indexOrThrow(xml: string, search: string, from: number): number {
  const index = xml.indexOf(search, from);
  if (index < 0) throw malformed();
  return index;
}

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const SLASH = 0x2f;

// The end of a start tag: the first `>` outside quoted attribute values. Character codes, not one-character
// strings: compiling a template reads every tag of every part this way (and tagName below), and strings and a
// regular expression per character were a fifth of a compile in a profile.
function startTagEnd(xml: string, from: number): number {
  let quote = 0;
  for (let index = from; index < xml.length; index++) {
    const code = xml.charCodeAt(index);
    if (quote) {
      if (code === quote) quote = 0;
    } else if (code === QUOTE || code === APOSTROPHE) {
      quote = code;
    } else if (code === GREATER_THAN) {
      return index + 1;
    } else if (code === LESS_THAN) {
      throw malformed();
    }
  }
  throw malformed();
}

/** What `/\s/` matches: ECMAScript's white space and line terminators. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** A tag's name: up to white space, `/` or `>`. */
function tagName(xml: string, from: number): string {
  let end = from;
  while (end < xml.length) {
    const code = xml.charCodeAt(end);
    if (code === SLASH || code === GREATER_THAN || isSpace(code)) break;
    end++;
  }
  if (end === from) throw malformed();
  return xml.slice(from, end);
}

/**
 * A minimal XML tokenizer that reports positions in the source, so a template can splice the
 * original text. Declarations (`<!DOCTYPE`, `<!ENTITY`) are refused: they have no place in OOXML.
 */
export function* tokenizeXml(xml: string): Generator<XmlToken> {
  let cursor = 0;
  while (cursor < xml.length) {
    const lt = xml.indexOf('<', cursor);
    if (lt < 0) {
      yield { kind: 'text', start: cursor, end: xml.length };
      return;
    }
    if (lt > cursor) yield { kind: 'text', start: cursor, end: lt };
    const next = xml[lt + 1];
    if (next === '?') {
      cursor = indexOrThrow(xml, '?>', lt + 2) + 2;
    } else if (xml.startsWith('<!--', lt)) {
      cursor = indexOrThrow(xml, '-->', lt + 4) + 3;
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const close = indexOrThrow(xml, ']]>', lt + 9);
      yield { kind: 'cdata', start: lt + 9, end: close };
      cursor = close + 3;
    } else if (next === '!') {
      throw doctypeForbidden();
    } else if (next === '/') {
      const end = indexOrThrow(xml, '>', lt + 2) + 1;
      yield { kind: 'close', name: tagName(xml, lt + 2).trim(), start: lt, end };
      cursor = end;
    } else {
      const end = startTagEnd(xml, lt + 1);
      yield { kind: 'open', name: tagName(xml, lt + 1), start: lt, end, selfClosing: xml[end - 2] === '/' };
      cursor = end;
    }
  }
}

/** Position of one attribute's value (between the quotes) inside a start tag. */
export interface AttributeSpan {
  readonly name: string;
  readonly value: string;
  readonly valueStart: number;
  readonly valueEnd: number;
}

export function readAttributes(xml: string, tagStart: number, tagEnd: number): AttributeSpan[] {
  const attributes: AttributeSpan[] = [];
  const pattern = /([^\s=/<>]+)\s*=\s*("([^"]*)"|'([^']*)')/g;
  const head = xml.slice(tagStart, tagEnd);
  const nameEnd = head.search(/[\s/>]/);
  pattern.lastIndex = nameEnd < 0 ? head.length : nameEnd;
  for (let match = pattern.exec(head); match; match = pattern.exec(head)) {
    const value = match[3] ?? match[4] ?? '';
    const valueStart = tagStart + match.index + match[0].length - value.length - 1;
    attributes.push({ name: match[1], value, valueStart, valueEnd: valueStart + value.length });
  }
  return attributes;
}

/** Whether XML text holds a DOCTYPE or ENTITY declaration anywhere (checked on every XML part). */
export function hasDeclarations(xml: string): boolean {
  return /<!(DOCTYPE|ENTITY)/i.test(xml);
}
