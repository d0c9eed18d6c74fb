/** The `code` of what `action` throws (ZipError, TemplateError), or undefined when it does not throw. */
export function errorCode(action: () => unknown): string | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}
