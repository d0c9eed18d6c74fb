/** 1-based line of a character offset. */
export function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index++)
    if (text.charCodeAt(index) === 10) line++;
  return line;
}

/**
 * The line each item of a top-level JSON array starts on, for error messages. Call only on text that parsed:
 * it tracks strings and nesting, nothing else.
 */
export function topLevelItemLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectItem = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '\n') line++;
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r' || char === '\n') continue;
    if (expectItem && char !== ']') {
      lines.push(line);
      expectItem = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth++;
      if (depth === 1) expectItem = true;
    } else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 1) expectItem = true;
  }
  return lines;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const LITERALS = ['true', 'false', 'null'];
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Index after the string starting at `start` (a quote), or a negative error offset minus one. */
function stringEnd(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length && text[index] !== '"') {
    if (text.charCodeAt(index) < 0x20) return -index - 1;
    index += text[index] === '\\' ? 2 : 1;
  }
  return index >= text.length ? -index - 1 : index + 1;
}

/** Index after the scalar (number or literal) at `index`, or -1. */
function scalarEnd(text: string, index: number): number {
  const word = LITERALS.find((literal) => text.startsWith(literal, index));
  if (word) return index + word.length;
  NUMBER.lastIndex = index;
  return NUMBER.test(text) ? NUMBER.lastIndex : -1;
}

/**
 * The offset of the first character that makes `text` invalid JSON (JSON.parse does not always say where), or
 * -1 when it is valid. Iterative, so deep nesting cannot overflow the stack.
 */
export function syntaxErrorOffset(text: string): number {
  const stack: string[] = [];
  let index = 0;
  let expectValue = true;
  let keyNext = false;
  const skip = () => {
    while (index < text.length && WHITESPACE.has(text[index])) index++;
  };
  for (;;) {
    skip();
    const char = text[index];
    if (keyNext) {
      if (char !== '"') return index;
      const end = stringEnd(text, index);
      if (end < 0) return -end - 1;
      index = end;
      skip();
      if (text[index] !== ':') return index;
      index++;
      keyNext = false;
    } else if (expectValue) {
      if (char === '[' || char === '{') {
        index++;
        skip();
        if (text[index] === (char === '[' ? ']' : '}')) {
          index++;
          expectValue = false;
        } else {
          stack.push(char);
          keyNext = char === '{';
        }
        continue;
      }
      const end = char === '"' ? stringEnd(text, index) : scalarEnd(text, index);
      if (end < 0) return char === '"' ? -end - 1 : index;
      index = end;
      expectValue = false;
    } else {
      const open = stack[stack.length - 1];
      if (open === undefined) return index < text.length ? index : -1;
      if (char === ',') {
        index++;
        expectValue = true;
        keyNext = open === '{';
      } else if (char === (open === '[' ? ']' : '}')) {
        stack.pop();
        index++;
      } else return index;
    }
  }
}
