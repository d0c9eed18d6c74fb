/** An Excel or OpenDocument workbook, known by its name as the server knows it. */
export function isWorkbook(fileName: string): boolean {
  return /\.(xlsx|xlsm|ods)$/i.test(fileName.trim());
}
