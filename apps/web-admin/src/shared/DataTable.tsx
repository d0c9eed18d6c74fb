// Admin tables are the shared responsive table of @deckmill/ui (stacked cards below 768px).
export { DataTable, type DataColumn as Column } from '@deckmill/ui';
