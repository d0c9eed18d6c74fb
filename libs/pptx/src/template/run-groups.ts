import { decodeXmlText } from '../xml/xml-text';
import { tokenizeXml, type XmlToken } from '../xml/xml-lexer';

/** One `<a:r>` run: its source span, formatting, and text (decoded). */
export interface TextRun {
  readonly start: number;
  readonly end: number;
  readonly openTag: string;
  readonly rPr: string;
  readonly textOpenTag: string;
  /** Span of the `<a:t>` content; -1 when the run has no text element. */
  readonly textStart: number;
  readonly textEnd: number;
  readonly text: string;
  /** The run's XML before and after its text content, so a run holding only a tag can be dropped whole. */
  readonly before: string;
  readonly after: string;
}

/** Adjacent runs of one paragraph with nothing between them that breaks the text (`<a:br>`, fields). */
export interface RunGroup {
  readonly runs: readonly TextRun[];
  readonly inTable: boolean;
}

interface OpenRun {
  start: number;
  openTag: string;
  rPr: string;
  rPrStart: number;
  textOpenTag: string;
  textStart: number;
  textEnd: number;
  text: string;
  inText: boolean;
  opaque: boolean;
}

function openRun(start: number, openTag: string): OpenRun {
  return {
    start,
    openTag,
    rPr: '',
    rPrStart: -1,
    textOpenTag: '',
    textStart: -1,
    textEnd: -1,
    text: '',
    inText: false,
    opaque: false,
  };
}

function closeRun(xml: string, run: OpenRun, end: number): TextRun {
  const hasText = run.textStart >= 0;
  return {
    start: run.start,
    end,
    openTag: run.openTag,
    rPr: run.rPr,
    textOpenTag: run.textOpenTag,
    textStart: run.textStart,
    textEnd: run.textEnd,
    text: run.text,
    before: hasText ? xml.slice(run.start, run.textStart) : '',
    after: hasText ? xml.slice(run.textEnd, end) : '',
  };
}

/**
 * Collects the DrawingML text runs of a part (slides, notes, layouts, masters, SmartArt, chart rich
 * text) grouped so that a tag split across runs shows up as one string per group. `observe`, when given, sees
 * every token of the part too (another reading of it in the same pass).
 */
export function collectRunGroups(
  xml: string,
  prefix: string,
  observe?: (token: XmlToken) => void,
): RunGroup[] {
  const names = {
    p: `${prefix}:p`,
    r: `${prefix}:r`,
    rPr: `${prefix}:rPr`,
    t: `${prefix}:t`,
    tbl: `${prefix}:tbl`,
  };
  const groups: RunGroup[] = [];
  let tableDepth = 0;
  let inParagraph = false;
  let runs: TextRun[] = [];
  let run: OpenRun | undefined;
  const flush = () => {
    if (runs.length > 0) groups.push({ runs, inTable: tableDepth > 0 });
    runs = [];
  };
  for (const token of tokenizeXml(xml)) {
    observe?.(token);
    if (token.kind === 'open') {
      if (token.name === names.tbl && !token.selfClosing) tableDepth++;
      if (!inParagraph) {
        inParagraph = token.name === names.p && !token.selfClosing;
      } else if (run) {
        if (token.name === names.rPr) {
          if (token.selfClosing) run.rPr = xml.slice(token.start, token.end);
          else run.rPrStart = token.start;
        } else if (token.name === names.t && !token.selfClosing) {
          run.inText = true;
          run.textOpenTag = xml.slice(token.start, token.end);
          run.textStart = token.end;
        } else if (run.inText) {
          run.opaque = true;
        }
      } else if (token.name === names.r && !token.selfClosing) {
        run = openRun(token.start, xml.slice(token.start, token.end));
      } else {
        flush();
      }
    } else if (token.kind === 'close') {
      if (token.name === names.tbl) tableDepth = Math.max(0, tableDepth - 1);
      if (!inParagraph) continue;
      if (run) {
        if (token.name === names.rPr && run.rPrStart >= 0) {
          run.rPr = xml.slice(run.rPrStart, token.end);
          run.rPrStart = -1;
        } else if (token.name === names.t && run.inText) {
          run.inText = false;
          run.textEnd = token.start;
          run.text = decodeXmlText(xml.slice(run.textStart, run.textEnd));
        } else if (token.name === names.r) {
          if (run.opaque || run.inText) flush();
          else runs.push(closeRun(xml, run, token.end));
          run = undefined;
        }
      } else if (token.name === names.p) {
        flush();
        inParagraph = false;
      }
    } else if (token.kind === 'cdata' && run?.inText) {
      run.opaque = true;
    }
  }
  flush();
  return groups;
}
