/**
 * The curl examples of API v1, in the order a script would run them: upload a template, post JSON rows, poll,
 * download, webhooks, usage, clean up. They are published in the OpenAPI document (`x-codeSamples`) and on
 * /docs/api, and apps/gateway/test/api-v1-examples.int-spec.ts runs every one of them, in this order, with the
 * real curl against a running server. Every v1 operation needs at least one (a spec checks it).
 *
 * Variables: `$DECKMILL_URL` (the server), `$DECKMILL_API_KEY` (an API key) and the ids earlier examples
 * set (`sets`). Files they read are `offer.pptx` (a template) and `customers.csv` (a header and rows).
 */
export interface V1Example {
  /** The operation it calls (V1_OPERATIONS). */
  readonly operationId: string;
  /** One line saying what it shows. */
  readonly title: string;
  /** A shell command: curl with `-sS`, the key in an Authorization header. */
  readonly curl: string;
  /** Shell variables the JSON answer sets for later examples: variable → field of the answer (`data.0.id`). */
  readonly sets?: Readonly<Record<string, string>>;
  /** Run again, a second apart, until this top-level field of the answer has one of these values. */
  readonly repeatUntil?: { readonly field: string; readonly values: readonly string[] };
  /** The file the answer is written to (`-o`), for downloads. */
  readonly writes?: string;
}

const AUTH = '-H "Authorization: Bearer $DECKMILL_API_KEY"';

const JSON_ROWS = [
  {
    first_name: 'Ada',
    company: 'Northwind Traders',
    city: 'London',
    plan: 'Business',
    seats: 25,
    monthly_price: '€18',
    discount: '20%',
    annual_saving: '€1,080',
    hours_saved: 42,
    start_date: '1 March 2027',
    valid_until: '31 January 2027',
    account_manager: 'Maya Jensen',
    email: 'ada@northwind.example',
  },
  {
    first_name: 'Grace',
    company: 'Blue Harbor Logistics',
    city: 'Rotterdam',
    plan: 'Business',
    seats: 40,
    monthly_price: '€18',
    discount: '25%',
    annual_saving: '€2,160',
    hours_saved: 65,
    start_date: '15 March 2027',
    valid_until: '31 January 2027',
    account_manager: 'Maya Jensen',
    email: 'grace@blueharbor.example',
  },
];

const BATCH_BODY = JSON.stringify(
  {
    template_id: '$TEMPLATE_ID',
    name: 'March renewals',
    name_pattern: '{{city}}/{{company}}',
    formats: ['pptx', 'pdf'],
    locale: 'en-GB',
    share_links: true,
    rows: JSON_ROWS,
  },
  null,
  2,
).replace('"$TEMPLATE_ID"', '$TEMPLATE_ID');

const PREFLIGHT_BODY = JSON.stringify(
  { template_id: '$TEMPLATE_ID', rows: [JSON_ROWS[0], { ...JSON_ROWS[1], company: '' }] },
  null,
  2,
).replace('"$TEMPLATE_ID"', '$TEMPLATE_ID');

/** customers.csv's columns (a CRM export) for each placeholder of offer.pptx. */
export const CSV_MAPPING: Readonly<Record<string, string>> = {
  first_name: 'First name',
  company: 'Company',
  city: 'City',
  plan: 'Plan',
  seats: 'Seats',
  monthly_price: 'Monthly price',
  discount: 'Discount',
  annual_saving: 'Annual saving',
  hours_saved: 'Hours saved',
  start_date: 'Start date',
  valid_until: 'Valid until',
  account_manager: 'Account manager',
  logo: 'Logo',
};

const DATASET_BATCH_BODY = JSON.stringify(
  {
    template_id: '$TEMPLATE_ID',
    dataset_id: '$DATASET_ID',
    mapping: CSV_MAPPING,
    name_pattern: '{{company}}',
  },
  null,
  2,
).replace('"$TEMPLATE_ID"', '$TEMPLATE_ID');

const WEBHOOK_BODY = JSON.stringify({
  url: 'https://crm.example.com/deckmill/events',
  events: ['batch.completed', 'batch.failed'],
  description: 'CRM sync',
});

export const V1_EXAMPLES: readonly V1Example[] = [
  {
    operationId: 'createTemplate',
    title: 'Upload offer.pptx as a template',
    curl: `curl -sS -X POST "$DECKMILL_URL/api/v1/templates" ${AUTH} \\\n  -F name="Renewal offer" -F file=@offer.pptx`,
    sets: { TEMPLATE_ID: 'id' },
  },
  {
    operationId: 'listTemplates',
    title: 'The first 20 templates',
    curl: `curl -sS "$DECKMILL_URL/api/v1/templates?limit=20" ${AUTH}`,
  },
  {
    operationId: 'getTemplate',
    title: 'The template with its placeholders and structure',
    curl: `curl -sS "$DECKMILL_URL/api/v1/templates/$TEMPLATE_ID" ${AUTH}`,
  },
  {
    operationId: 'preflightBatch',
    title: 'What the JSON rows would show wrong, row by row, before any deck is made',
    curl:
      `curl -sS -X POST "$DECKMILL_URL/api/v1/batches/preflight" ${AUTH} \\\n` +
      `  -H "Content-Type: application/json" --data-binary @- <<JSON\n${PREFLIGHT_BODY}\nJSON`,
  },
  {
    operationId: 'previewTemplateRow',
    title: 'The first JSON row drawn as slide pictures (PNG, base64) before any batch',
    curl:
      `curl -sS -X POST "$DECKMILL_URL/api/v1/templates/$TEMPLATE_ID/preview" ${AUTH} \\\n` +
      `  -H "Content-Type: application/json" -d '${JSON.stringify({ values: JSON_ROWS[0], locale: 'en-GB' })}'`,
  },
  {
    operationId: 'createBatch',
    title: 'One deck and one PDF per JSON row, in a folder per city (retries are safe with the key)',
    // The body on standard input (a here-document, so the shell puts the template id in).
    curl:
      `curl -sS -X POST "$DECKMILL_URL/api/v1/batches" ${AUTH} \\\n` +
      `  -H "Content-Type: application/json" -H "Idempotency-Key: march-renewals-2027" \\\n` +
      `  --data-binary @- <<JSON\n${BATCH_BODY}\nJSON`,
    sets: { BATCH_ID: 'id' },
  },
  {
    operationId: 'createBatch',
    title: "One PDF per row of a CRM's CSV export, its columns mapped to the placeholders",
    curl:
      `curl -sS -X POST "$DECKMILL_URL/api/v1/batches" ${AUTH} \\\n` +
      `  -F template_id=$TEMPLATE_ID -F data_file=@customers.csv -F name_pattern="{{company}}" \\\n` +
      `  -F formats=pdf --form-string 'mapping=${JSON.stringify(CSV_MAPPING)}'`,
    sets: { CSV_BATCH_ID: 'id' },
  },
  {
    // Its PDFs queue behind the first batch's, so it is still running: rows not made yet become cancelled.
    operationId: 'cancelBatch',
    title: 'Stop the CSV batch (decks made so far stay downloadable; a finished batch answers 409)',
    curl: `curl -sS -X POST "$DECKMILL_URL/api/v1/batches/$CSV_BATCH_ID/cancel" ${AUTH}`,
  },
  {
    operationId: 'createDataset',
    title: 'Upload the CSV once (an .xlsx or .ods works too: add -F sheet=Name to pick a sheet)',
    curl: `curl -sS -X POST "$DECKMILL_URL/api/v1/datasets" ${AUTH} -F file=@customers.csv`,
    sets: { DATASET_ID: 'id' },
  },
  {
    operationId: 'getDataset',
    title: 'The dataset as read: columns with their types, row count, first rows, warnings',
    curl: `curl -sS "$DECKMILL_URL/api/v1/datasets/$DATASET_ID" ${AUTH}`,
  },
  {
    operationId: 'createBatch',
    title: 'A batch from the dataset, without sending the file again',
    curl:
      `curl -sS -X POST "$DECKMILL_URL/api/v1/batches" ${AUTH} -H "Content-Type: application/json" \\\n` +
      `  --data-binary @- <<JSON\n${DATASET_BATCH_BODY}\nJSON`,
    sets: { DATASET_BATCH_ID: 'id' },
  },
  {
    operationId: 'getBatch',
    title: 'Poll the dataset’s batch until it finishes (a batch is run again once finished)',
    curl: `curl -sS "$DECKMILL_URL/api/v1/batches/$DATASET_BATCH_ID" ${AUTH}`,
    repeatUntil: { field: 'status', values: ['completed', 'failed'] },
  },
  {
    operationId: 'runBatchAgain',
    title: 'The same batch again with new data (here the same dataset): its next run',
    curl:
      `curl -sS -X POST "$DECKMILL_URL/api/v1/batches/$DATASET_BATCH_ID/runs" ${AUTH} \\\n` +
      `  -H "Content-Type: application/json" -d "{\\"dataset_id\\": \\"$DATASET_ID\\"}"`,
  },
  {
    operationId: 'getBatch',
    title: 'Poll the batch until its status is completed (or failed)',
    curl: `curl -sS "$DECKMILL_URL/api/v1/batches/$BATCH_ID" ${AUTH}`,
    repeatUntil: { field: 'status', values: ['completed', 'failed'] },
  },
  {
    operationId: 'listBatchLinks',
    title: 'Each deck’s personal link, to send or to load into a CRM (empty for a batch made without links)',
    curl: `curl -sS "$DECKMILL_URL/api/v1/batches/$BATCH_ID/links" ${AUTH}`,
    sets: { LINK_ID: 'data.0.id' },
  },
  {
    operationId: 'listLinkViews',
    title: 'Who opened the first deck’s link: each view’s device, seconds per slide and how far it got',
    curl: `curl -sS "$DECKMILL_URL/api/v1/batches/$BATCH_ID/links/$LINK_ID/views" ${AUTH}`,
  },
  {
    operationId: 'listBatches',
    title: 'The 10 newest batches (then ?starting_after=<next_cursor>)',
    curl: `curl -sS "$DECKMILL_URL/api/v1/batches?limit=10" ${AUTH}`,
  },
  {
    operationId: 'downloadBatch',
    title: 'Every deck and PDF of the batch in one ZIP',
    curl: `curl -sS -o decks.zip "$DECKMILL_URL/api/v1/batches/$BATCH_ID/download" ${AUTH}`,
    writes: 'decks.zip',
  },
  {
    operationId: 'downloadBatchRow',
    title: 'The deck of the first row',
    curl: `curl -sS -o ada.pptx "$DECKMILL_URL/api/v1/batches/$BATCH_ID/rows/1/download" ${AUTH}`,
    writes: 'ada.pptx',
  },
  {
    operationId: 'downloadBatchRowPdf',
    title: 'The PDF of the first row',
    curl: `curl -sS -o ada.pdf "$DECKMILL_URL/api/v1/batches/$BATCH_ID/rows/1/pdf" ${AUTH}`,
    writes: 'ada.pdf',
  },
  {
    operationId: 'deleteBatchDecks',
    title: 'Delete the batch’s files now (downloads answer 410 afterwards; the batch stays)',
    curl: `curl -sS -X DELETE "$DECKMILL_URL/api/v1/batches/$BATCH_ID/decks" ${AUTH}`,
  },
  {
    operationId: 'deleteBatch',
    title: 'Delete the batch and everything of it (it answers 404 afterwards)',
    curl: `curl -sS -X DELETE "$DECKMILL_URL/api/v1/batches/$BATCH_ID" ${AUTH}`,
  },
  {
    operationId: 'createWebhook',
    title: 'Be called when a batch completes or fails (keep the secret: it is shown once)',
    curl:
      `curl -sS -X POST "$DECKMILL_URL/api/v1/webhooks" ${AUTH} \\\n` +
      `  -H "Content-Type: application/json" \\\n  -d '${WEBHOOK_BODY}'`,
    sets: { WEBHOOK_ID: 'id' },
  },
  {
    operationId: 'listWebhooks',
    title: 'Every webhook endpoint',
    curl: `curl -sS "$DECKMILL_URL/api/v1/webhooks" ${AUTH}`,
  },
  {
    operationId: 'getWebhook',
    title: 'One endpoint',
    curl: `curl -sS "$DECKMILL_URL/api/v1/webhooks/$WEBHOOK_ID" ${AUTH}`,
  },
  {
    operationId: 'rotateWebhookSecret',
    title: 'A new signing secret, at once',
    curl: `curl -sS -X POST "$DECKMILL_URL/api/v1/webhooks/$WEBHOOK_ID/rotate_secret" ${AUTH}`,
  },
  {
    operationId: 'deleteWebhook',
    title: 'Delete the endpoint',
    curl: `curl -sS -X DELETE "$DECKMILL_URL/api/v1/webhooks/$WEBHOOK_ID" ${AUTH}`,
  },
  {
    operationId: 'getUsage',
    title: "This month's decks against the plan's limit",
    curl: `curl -sS "$DECKMILL_URL/api/v1/usage" ${AUTH}`,
  },
  {
    operationId: 'deleteDataset',
    title: 'Delete the dataset now (otherwise it goes seven days after its last use)',
    curl: `curl -sS -X DELETE "$DECKMILL_URL/api/v1/datasets/$DATASET_ID" ${AUTH}`,
  },
  {
    operationId: 'deleteTemplate',
    title: 'Delete the template',
    curl: `curl -sS -X DELETE "$DECKMILL_URL/api/v1/templates/$TEMPLATE_ID" ${AUTH}`,
  },
];

/** The examples of one operation, in `x-codeSamples` form (Redoc and others show them). */
export function codeSamplesOf(operationId: string): { lang: string; label: string; source: string }[] {
  return V1_EXAMPLES.filter((example) => example.operationId === operationId).map((example) => ({
    lang: 'Shell',
    label: example.title,
    source: example.curl,
  }));
}
