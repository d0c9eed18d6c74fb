import { parseCsv, rowRecord } from '@deckmill/csv';

const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Linus', 'Frances', 'Ken'];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Hamilton',
  'Torvalds',
  'Allen',
  'Thompson',
];
const CITIES = ['London', 'New York', 'Zürich', '東京', 'São Paulo', 'Berlin', 'Paris', 'Toronto'];

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV of `count` rows, read back through the shared CSV module as the CLI and service do. */
export function benchRows(count: number): Record<string, string>[] {
  const lines = ['company,first_name,last_name,city,email,amount'];
  for (let index = 0; index < count; index++) {
    const first = FIRST[index % FIRST.length];
    const last = LAST[(index * 7) % LAST.length];
    const row = [
      `${last} & Partners ${index}`,
      first,
      last,
      CITIES[index % CITIES.length],
      `${first.toLowerCase()}.${index}@example.com`,
      `$${(index * 137) % 100_000}`,
    ];
    lines.push(row.map(csvField).join(','));
  }
  const table = parseCsv(lines.join('\n'));
  return table.rows.map((_, index) => rowRecord(table, index));
}
