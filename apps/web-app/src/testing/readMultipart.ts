/** A file field of a recorded form: its name and its content as text. */
export interface RecordedFile {
  readonly name: string;
  text(): Promise<string>;
}

/** The fields by name (a repeated one: its last value, as `get` answers); `getAll` keeps every value sent. */
export class RecordedForm extends Map<string, string | RecordedFile> {
  private readonly sent = new Map<string, (string | RecordedFile)[]>();

  add(name: string, value: string | RecordedFile): void {
    this.set(name, value);
    this.sent.set(name, [...(this.sent.get(name) ?? []), value]);
  }

  getAll(name: string): readonly (string | RecordedFile)[] {
    return this.sent.get(name) ?? [];
  }
}

/**
 * A multipart request body, field by field. Parsed here: on Node 24, fetch's own `formData()` refuses (an
 * internal assertion) the bodies it builds from jsdom's File, although the bytes are a valid form.
 */
export async function readMultipart(request: Request): Promise<RecordedForm> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(request.headers.get('content-type') ?? '');
  const marker = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`;
  const body = new Uint8Array(await request.clone().arrayBuffer());
  const text = new TextDecoder('latin1').decode(body); // one character per byte: offsets are byte offsets
  const form = new RecordedForm();
  let at = text.indexOf(marker);
  for (let next = text.indexOf(marker, at + 1); at >= 0 && next >= 0; next = text.indexOf(marker, at + 1)) {
    const partStart = at + marker.length + 2; // past the CRLF after the marker
    const headerEnd = text.indexOf('\r\n\r\n', partStart);
    const headers = text.slice(partStart, headerEnd);
    const value = new TextDecoder().decode(body.slice(headerEnd + 4, next - 2)); // less the CRLF before it
    const name = /name="([^"]*)"/.exec(headers)?.[1] ?? '';
    const fileName = /filename="([^"]*)"/.exec(headers)?.[1];
    form.add(name, fileName === undefined ? value : { name: fileName, text: () => Promise.resolve(value) });
    at = next;
  }
  return form;
}
