/** A picked file's size as the upload page shows it: megabytes with two decimals. */
export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** The upload form's default name: the file name without .pptx. */
export function nameFromFile(fileName: string): string {
  return fileName.replace(/\.pptx$/i, '');
}

export function isPptx(file: File): boolean {
  return /\.pptx$/i.test(file.name);
}
