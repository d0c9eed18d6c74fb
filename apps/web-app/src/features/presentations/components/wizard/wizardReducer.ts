import { DEFAULT_FILE_NAME_PATTERN } from '@deckmill/api-contracts';
import { namePatternFor, suggestNameColumn } from '@deckmill/csv/naming';
import { autoMap, emptyMapping } from './autoMap';
import type { DataPreview } from './dataPreview';
import { imagesArchiveProblem, NOT_A_ZIP_MESSAGE } from './useImagesArchive';
import type { DataFileChoice, ImagesArchive, WizardAction, WizardState } from './wizardState';

const NO_UPLOAD = { status: 'none' } as const;

/** A new choice of data file (or none): what was read or uploaded for the one before no longer counts. */
function chooseDataFile(state: WizardState, choice: DataFileChoice | null): WizardState {
  const chosen = { ...state, dataFile: choice, rowLimit: null, dataset: NO_UPLOAD };
  return choice ? chosen : { ...chosen, preview: null, dataFileError: null };
}

/** Auto-maps the new columns, and names the decks after the company or person of each row ("Acme Corp.pptx"). */
function readPreview(state: WizardState, preview: DataPreview): WizardState {
  const read: WizardState = {
    ...state,
    preview,
    dataFileError: null,
    dataset: { status: 'uploading' },
    mapping: state.template ? autoMap(state.template.placeholders, preview.headers) : state.mapping,
  };
  if (state.patternWritten) return read;
  const nameColumn = suggestNameColumn(preview.headers, preview.records);
  const pattern = nameColumn ? namePatternFor(nameColumn.column) : DEFAULT_FILE_NAME_PATTERN;
  return { ...read, nameColumn, pattern };
}

function chooseImages(file: File | null): ImagesArchive {
  const problem = file && imagesArchiveProblem(file);
  return { file: problem ? null : file, error: problem, names: null };
}

/**
 * The wizard's state, action by action. Reading a file and uploading it take a while: an answer names the
 * choice it is about and is dropped once another was made, whichever answers first.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'templateChosen':
      return { ...state, template: action.template, mapping: emptyMapping(action.template.placeholders) };
    case 'dataFileChosen':
      return {
        ...chooseDataFile(state, action.choice),
        groupBy: null,
        delivery: { ...state.delivery, confirmed: null },
      };
    case 'dataFileReread':
      return chooseDataFile(state, action.choice);
    case 'dataFileRefused':
      return { ...chooseDataFile(state, null), dataFileError: action.error, rowLimit: state.rowLimit };
    case 'previewRead':
      return state.dataFile === action.choice ? readPreview(state, action.preview) : state;
    case 'previewFailed':
      return state.dataFile === action.choice
        ? { ...state, preview: null, dataFileError: action.error }
        : state;
    case 'datasetAnswered':
      return state.dataFile === action.choice ? { ...state, dataset: action.upload } : state;
    case 'columnMapped':
      return { ...state, mapping: { ...state.mapping, [action.placeholder]: action.column } };
    case 'sectionFieldMapped': {
      const fields = { ...state.sectionChoices[action.section], [action.field]: action.column };
      return { ...state, sectionChoices: { ...state.sectionChoices, [action.section]: fields } };
    }
    case 'groupByChosen':
      return { ...state, groupBy: action.groupBy };
    case 'localeChosen':
      return { ...state, locale: action.locale };
    case 'outputChosen':
      return { ...state, output: action.output };
    case 'rowLimitChosen':
      return { ...state, rowLimit: action.rowLimit };
    case 'batchNamed':
      return { ...state, batchName: action.name };
    case 'patternWritten':
      return { ...state, pattern: action.pattern, patternWritten: true, nameColumn: null };
    case 'deliveryChanged':
      return { ...state, delivery: { ...state.delivery, ...action.change } };
    case 'sharingChanged':
      return { ...state, sharing: { ...state.sharing, ...action.change } };
    case 'deliveryColumnChosen':
      return { ...state, delivery: { ...state.delivery, column: action.column, confirmed: null } };
    case 'imagesChosen':
      return { ...state, images: chooseImages(action.file) };
    case 'imagesListed': {
      const { listing } = action;
      if (state.images.file !== action.file || listing.kind === 'unknown') return state;
      if (listing.kind === 'not-zip')
        return { ...state, images: { file: null, error: NOT_A_ZIP_MESSAGE, names: null } };
      return { ...state, images: { ...state.images, names: listing.names } };
    }
    case 'submitted':
      return { ...state, sentImages: state.images.file };
  }
}
