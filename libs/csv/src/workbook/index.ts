// Excel (.xlsx) and OpenDocument (.ods) workbooks read as people see them, isomorphic (the CLI, the wizard and
// the generation service's datasets): a separate entry so that only those who read workbooks load SheetJS.
export {
  readWorkbook,
  type WorkbookOptions,
  type WorkbookSheetInfo,
  type WorkbookTable,
} from './read-workbook';
export { WorkbookError, type WorkbookErrorCode } from './workbook-error';
export { WORKBOOK_ZIP_LIMITS } from './workbook-parts';
