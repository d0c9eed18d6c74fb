// The content of the writers' decks: the same slides whichever program writes them, so the decks
// differ only by how their writer lays out XML and ZIP. Text kind: ten slides of a title, a body of prose
// paragraphs and a 6-column table, placeholders in the title, the body's first paragraph and two cells.
// Image kind: ten slides of a title, a short body and one incompressible 268x268 picture (215 KB).

const WORDS = 'market growth revenue quarter pipeline customer region forecast margin service partner'.split(
  ' ',
);

export const WRITER_SLIDES = 10;
export const TEXT_BODY_PARAGRAPHS = 96;
export const TEXT_TABLE_ROWS = 50;
export const TABLE_COLUMNS = 6;
export const IMAGE_SIDE = 268;

/** Deterministic varied prose, so slides compress like real text rather than like repetition. */
export function prose(seed: number, length: number): string {
  let state = (seed * 2654435761) >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
  return Array.from(
    { length },
    () => `${WORDS[next() % WORDS.length]}${next() % 3 === 0 ? ` ${next() % 9973}` : ''}`,
  ).join(' ');
}

export const TITLE = 'Proposal for {{company}}, {{first_name}} {{last_name}}';
export const GREETING = 'Dear {{first_name}}, your contact in {{city}} is {{email}}';

export function bodyParagraphs(slide: number, count: number): string[] {
  return [
    GREETING,
    ...Array.from(
      { length: count - 1 },
      (_, index) => `${prose(slide * 31 + index + 1, 8 + (index % 5))} (${slide}.${index + 1})`,
    ),
  ];
}

export function tableCell(slide: number, row: number, column: number): string {
  if (row === 1 && column === 0) return '{{company}}';
  if (row === 2 && column === 1) return '{{amount}}';
  const seed = slide * 1000 + row * TABLE_COLUMNS + column;
  return `${prose(seed, 2 + (seed % 4))} ${seed}`;
}
