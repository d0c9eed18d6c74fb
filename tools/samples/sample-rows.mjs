// The sample CSV's rows: eight made-up prospects (fewer than the free plan’s monthly allowance) for the sample offer deck (tools/samples/make-sample.mjs).
// Each row's `logo` names its company's picture in the sample images archive (drawn by sample-logos.mjs).
export const SAMPLE_COLUMNS = [
  'first_name',
  'company',
  'city',
  'plan',
  'seats',
  'monthly_price',
  'discount',
  'annual_saving',
  'hours_saved',
  'start_date',
  'valid_until',
  'account_manager',
  'logo',
];

/** Each company's made-up logo: the colour and shape of its mark. */
export const SAMPLE_LOGOS = {
  'Northwind Traders': { colour: '1F8A8A', mark: 'circle' },
  'Blue Harbor Logistics': { colour: '2F5FD0', mark: 'hexagon' },
  'Fernwood Studio': { colour: '3E8E41', mark: 'square' },
  'Orbit Analytics': { colour: '6B4FD8', mark: 'circle' },
  'Kernel & Co': { colour: 'F26B4E', mark: 'octagon' },
  'Apollo Facilities': { colour: 'C9861A', mark: 'diamond' },
  'Silverline Clinics': { colour: '5B6472', mark: 'hexagon' },
  'Bell Street Partners': { colour: 'B83A5E', mark: 'square' },
};

/** The images archive's file name for a company: `northwind-traders.png`, `kernel-and-co.png`. */
export function logoFileName(company) {
  const slug = company
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}.png`;
}

const PROSPECTS = [
  [
    'Ada',
    'Northwind Traders',
    'London',
    'Business',
    '25',
    '€18',
    '20%',
    '€1,080',
    '42',
    '1 March 2027',
    '31 January 2027',
    'Maya Jensen',
  ],
  [
    'Grace',
    'Blue Harbor Logistics',
    'Rotterdam',
    'Business',
    '40',
    '€18',
    '25%',
    '€2,160',
    '65',
    '15 March 2027',
    '31 January 2027',
    'Maya Jensen',
  ],
  [
    'Alan',
    'Fernwood Studio',
    'Manchester',
    'Pro',
    '8',
    '€12',
    '15%',
    '€172',
    '14',
    '1 February 2027',
    '20 January 2027',
    'Tom Baker',
  ],
  [
    'Katherine',
    'Orbit Analytics',
    'Hamburg',
    'Business',
    '60',
    '€16',
    '30%',
    '€3,456',
    '96',
    '1 April 2027',
    '15 February 2027',
    'Lena Vogel',
  ],
  [
    'Linus',
    'Kernel & Co',
    'Helsinki',
    'Pro',
    '12',
    '€12',
    '15%',
    '€259',
    '20',
    '1 March 2027',
    '31 January 2027',
    'Lena Vogel',
  ],
  [
    'Margaret',
    'Apollo Facilities',
    'Boston',
    'Enterprise',
    '150',
    '€14',
    '35%',
    '€8,820',
    '240',
    '1 May 2027',
    '28 February 2027',
    'Sam Ortiz',
  ],
  [
    'Hedy',
    'Silverline Clinics',
    'Vienna',
    'Business',
    '32',
    '€18',
    '20%',
    '€1,382',
    '51',
    '15 March 2027',
    '31 January 2027',
    'Lena Vogel',
  ],
  [
    'Dennis',
    'Bell Street Partners',
    'Toronto',
    'Enterprise',
    '90',
    '€14',
    '30%',
    '€4,536',
    '150',
    '1 April 2027',
    '15 February 2027',
    'Sam Ortiz',
  ],
];

export const SAMPLE_ROWS = PROSPECTS.map((row) => [...row, logoFileName(row[1])]);
