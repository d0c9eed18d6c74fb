import { vi } from 'vitest';

/**
 * Stands in for XMLHttpRequest in upload specs: records what was sent and lets the spec report upload
 * progress and answer, as the browser would.
 */
export class FakeUploadRequest {
  static last: FakeUploadRequest | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  response: unknown = null;
  responseType = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor() {
    FakeUploadRequest.last = this;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  answer(status: number, body: unknown): void {
    this.status = status;
    this.response = body;
    this.onload?.();
  }

  static install(): void {
    FakeUploadRequest.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  }
}
