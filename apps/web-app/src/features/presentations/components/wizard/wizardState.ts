import { DEFAULT_FILE_NAME_PATTERN, DEFAULT_LOCALE, type TemplateStructure } from '@deckmill/api-contracts';
import type { TextEncodingName } from '@deckmill/csv';
import type { NameColumn } from '@deckmill/csv/naming';
import type { ColumnMapping } from './autoMap';
import type { DataPreview } from './dataPreview';
import type { OutputChoice } from './OutputSelect';
import type { SectionMapping } from './sectionMapping';
import type { ZipListing } from './zipDirectory';
import { INITIAL_SHARING, type SharingChoices } from './sharingChoices';

export interface WizardTemplateChoice {
  readonly id: number;
  /** For `{{template}}` in the file names step 3 shows. */
  readonly name?: string;
  readonly placeholders: readonly string[];
  /** Sections and the fields inside them, mapped (or listed) at step 3. */
  readonly structure?: TemplateStructure;
}

/**
 * The data file as chosen, with the encoding and sheet it is read in (null: detected, the first with data).
 * A new object for every choice: a preview or an upload answers for one, and only the last one's counts.
 */
export interface DataFileChoice {
  readonly file: File;
  readonly encoding: TextEncodingName | null;
  readonly sheet: string | null;
}

/** Where the data file's one upload stands: none yet, on its way, in (with its id), or refused. */
export type DatasetUpload =
  | { readonly status: 'none' }
  | { readonly status: 'uploading' }
  | { readonly status: 'ready'; readonly id: string }
  | { readonly status: 'failed'; readonly error: string };

/** "Send N e-mails", ticked for these recipients (another grouping with the same count asks again). */
export interface Confirmation {
  readonly column: string;
  readonly count: number;
  readonly recipients: string;
}

/** Step 3's "E-mail each deck": off by default; the recipients' count must be confirmed to send. */
export interface DeliveryChoices {
  readonly enabled: boolean;
  /** null: not chosen, the column that looks like addresses is used. */
  readonly column: string | null;
  readonly subject: string;
  readonly body: string;
  readonly replyTo: string;
  /** What each e-mail carries: the deck attached, the row's personal link, or both. */
  readonly content: 'attachment' | 'link' | 'both';
  /** What the user confirmed: another column or count (a row limit, another file) asks again. */
  readonly confirmed: Confirmation | null;
}

/**
 * The optional images archive, checked when chosen; its file names read from its central directory for step
 * 3's warnings (null while unknown: not read yet, or too large a directory to read here).
 */
export interface ImagesArchive {
  readonly file: File | null;
  readonly error: string | null;
  readonly names: ReadonlySet<string> | null;
}

/**
 * Everything the wizard's steps choose: Back keeps it all. The step itself lives in the URL
 * (`useWizardStepParam`); what follows from these choices (sections to map, the delivery plan, the request) is
 * derived in `useWizard`.
 */
export interface WizardState {
  readonly template: WizardTemplateChoice | null;
  readonly dataFile: DataFileChoice | null;
  readonly preview: DataPreview | null;
  /** Why the data file was not read (shown where the file's errors show). */
  readonly dataFileError: string | null;
  readonly dataset: DatasetUpload;
  readonly mapping: ColumnMapping;
  /** The user's choices inside sections; the auto-map fills the rest while they fit (sectionMapping.ts). */
  readonly sectionChoices: SectionMapping;
  /** One deck per value of this column instead of one per row. */
  readonly groupBy: string | null;
  readonly locale: string;
  readonly output: OutputChoice;
  /** "Generate the first N": only that many rows when the allowance does not cover the file. */
  readonly rowLimit: number | null;
  readonly batchName: string;
  readonly pattern: string;
  /** Once the user writes a pattern, a new file no longer suggests one. */
  readonly patternWritten: boolean;
  /** The column the decks are named after by default (step 3 says which), until the user writes a pattern. */
  readonly nameColumn: NameColumn | null;
  readonly delivery: DeliveryChoices;
  readonly sharing: SharingChoices;
  readonly images: ImagesArchive;
  /** The images archive of the last submission: the server's word on `images_file` is about that one. */
  readonly sentImages: File | null;
}

export const DEFAULT_DELIVERY_SUBJECT = 'Your presentation';
export const DEFAULT_DELIVERY_BODY = 'Hello,\n\nHere is your presentation.\n\nBest regards';

export const INITIAL_WIZARD_STATE: WizardState = {
  template: null,
  dataFile: null,
  preview: null,
  dataFileError: null,
  dataset: { status: 'none' },
  mapping: {},
  sectionChoices: {},
  groupBy: null,
  locale: DEFAULT_LOCALE,
  output: 'pptx',
  rowLimit: null,
  batchName: '',
  pattern: DEFAULT_FILE_NAME_PATTERN,
  patternWritten: false,
  nameColumn: null,
  delivery: {
    enabled: false,
    column: null,
    subject: DEFAULT_DELIVERY_SUBJECT,
    body: DEFAULT_DELIVERY_BODY,
    replyTo: '',
    content: 'attachment',
    confirmed: null,
  },
  sharing: INITIAL_SHARING,
  images: { file: null, error: null, names: null },
  sentImages: null,
};

/** What the delivery's fields change, bar the column (another column asks for the confirmation again). */
export type DeliveryChange = Partial<
  Pick<DeliveryChoices, 'enabled' | 'subject' | 'body' | 'replyTo' | 'content' | 'confirmed'>
>;

export type WizardAction =
  /** Resets the mapping to the template's placeholders. */
  | { readonly type: 'templateChosen'; readonly template: WizardTemplateChoice }
  /** Another data file (or none): its grouping and e-mail confirmation start over. */
  | { readonly type: 'dataFileChosen'; readonly choice: DataFileChoice | null }
  /** The same file read again in another encoding or sheet. */
  | { readonly type: 'dataFileReread'; readonly choice: DataFileChoice }
  /** A file the step cannot read (a PDF, an old .xls). */
  | { readonly type: 'dataFileRefused'; readonly error: string }
  /** The preview is in; its upload starts at once. */
  | { readonly type: 'previewRead'; readonly choice: DataFileChoice; readonly preview: DataPreview }
  | { readonly type: 'previewFailed'; readonly choice: DataFileChoice; readonly error: string }
  | { readonly type: 'datasetAnswered'; readonly choice: DataFileChoice; readonly upload: DatasetUpload }
  | { readonly type: 'columnMapped'; readonly placeholder: string; readonly column: string }
  | {
      readonly type: 'sectionFieldMapped';
      readonly section: string;
      readonly field: string;
      readonly column: string;
    }
  | { readonly type: 'groupByChosen'; readonly groupBy: string | null }
  | { readonly type: 'localeChosen'; readonly locale: string }
  | { readonly type: 'outputChosen'; readonly output: OutputChoice }
  | { readonly type: 'rowLimitChosen'; readonly rowLimit: number | null }
  | { readonly type: 'batchNamed'; readonly name: string }
  | { readonly type: 'patternWritten'; readonly pattern: string }
  | { readonly type: 'deliveryChanged'; readonly change: DeliveryChange }
  /** Another column is another list of recipients: confirm again. */
  | { readonly type: 'deliveryColumnChosen'; readonly column: string }
  | { readonly type: 'sharingChanged'; readonly change: Partial<SharingChoices> }
  | { readonly type: 'imagesChosen'; readonly file: File | null }
  | { readonly type: 'imagesListed'; readonly file: File; readonly listing: ZipListing }
  /** Remembers which images archive the server's answer is about. */
  | { readonly type: 'submitted' };
