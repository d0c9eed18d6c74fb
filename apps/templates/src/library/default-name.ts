const PPTX_EXTENSION = /\.pptx$/i;
const FALLBACK_NAME = 'Untitled template';

/** The typed name, or the file name without `.pptx` when none was typed. */
export function templateName(typedName: string, fileName: string): string {
  const typed = typedName.trim();
  if (typed) return typed;
  const baseName = fileName.split(/[\\/]/).pop() ?? '';
  return baseName.replace(PPTX_EXTENSION, '').trim() || FALLBACK_NAME;
}

/** Duplicates are named 'Copy of ...', cut to the column's 255 characters. */
export function copyName(name: string): string {
  return `Copy of ${name}`.slice(0, 255);
}
