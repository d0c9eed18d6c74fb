// Deck and archive names from a row's values (`file_name_pattern`, the CLI's --name), and the column a batch's
// decks are named after by default: isomorphic, so the wizard previews the names the server will give.
export {
  cutText,
  deckFileName,
  deckPath,
  deckPaths,
  UniqueNames,
  zipFileName,
  type FileNameFields,
} from './file-names';
export { defaultBatchName } from './batch-name';
export { namePatternFor, suggestNameColumn, type NameColumn, type NameColumnKind } from './name-column';
