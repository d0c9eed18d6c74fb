/** The worked example the site shows: one template slide and the CSV rows that fill it. */
export interface SampleSlide {
  heading: string;
  subheading: string;
  metrics: readonly { label: string; value: string }[];
  footer: string;
}

export const SAMPLE_TEMPLATE: SampleSlide = {
  heading: 'Quarterly review for {{company}}',
  subheading: 'Prepared for {{contact_name}}, {{role}}',
  metrics: [
    { label: 'Revenue this quarter', value: '{{revenue}}' },
    { label: 'Growth vs last quarter', value: '{{growth}}' },
    { label: 'Next review', value: '{{review_date}}' },
  ],
  footer: 'Your account manager: {{account_manager}}',
};

export const SAMPLE_CSV_HEADER = [
  'company',
  'contact_name',
  'role',
  'revenue',
  'growth',
  'review_date',
  'account_manager',
] as const;

export type SampleRow = Record<(typeof SAMPLE_CSV_HEADER)[number], string>;

/** At least one row: the worked example's finished slide is made from the first. */
export const SAMPLE_ROWS: readonly [SampleRow, ...SampleRow[]] = [
  {
    company: 'Northwind Dental',
    contact_name: 'Priya Shah',
    role: 'Practice Manager',
    revenue: '$184,200',
    growth: '+12%',
    review_date: '14 January',
    account_manager: 'Tom Alvarez',
  },
  {
    company: 'Harbor Logistics',
    contact_name: 'Marcus Lee',
    role: 'Operations Director',
    revenue: '$412,950',
    growth: '+4%',
    review_date: '21 January',
    account_manager: 'Dana Okafor',
  },
  {
    company: 'Fernwood Bakeries',
    contact_name: 'Elena Rossi',
    role: 'Founder',
    revenue: '$96,480',
    growth: '+27%',
    review_date: '28 January',
    account_manager: 'Tom Alvarez',
  },
];

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** Replaces every {{name}} with the row's value, as the generator does; unknown names stay as written. */
export function fillText(text: string, row: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole: string, name: string) => row[name] ?? whole);
}

export function fillSlide(slide: SampleSlide, row: Readonly<Record<string, string>>): SampleSlide {
  return {
    heading: fillText(slide.heading, row),
    subheading: fillText(slide.subheading, row),
    metrics: slide.metrics.map((metric) => ({ label: metric.label, value: fillText(metric.value, row) })),
    footer: fillText(slide.footer, row),
  };
}

/** Splits text into plain runs and {{placeholder}} runs so the template view can highlight them. */
export function splitPlaceholders(text: string): { text: string; placeholder: boolean }[] {
  return text
    .split(/(\{\{\s*[A-Za-z0-9_]+\s*\}\})/)
    .filter(Boolean)
    .map((part) => ({ text: part, placeholder: /^\{\{/.test(part) }));
}
