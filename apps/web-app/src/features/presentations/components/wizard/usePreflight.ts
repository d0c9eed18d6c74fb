import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@deckmill/web-data';
import { usePreflightMutation } from '../../api/presentationsApi';
import type { PreflightReportProps } from './PreflightReport';

/** Quiet time after the last mapping change before the data is checked again. */
export const PREFLIGHT_DEBOUNCE_MS = 700;

/** Identifies a chosen file without reading it: another file (or the same one changed) is checked again. */
export function fileKey(file: File | null): string {
  return file ? `${file.name}:${file.size}:${file.lastModified}` : '';
}

/**
 * Issue 18: checks the wizard's data automatically once step 3 has a complete form (`form` null: not yet), and
 * again `PREFLIGHT_DEBOUNCE_MS` after `key` (everything the form says) last changed. A check overtaken by a
 * newer one is aborted; only the newest answer is shown.
 */
export function usePreflight(
  form: FormData | null,
  key: string,
): Pick<PreflightReportProps, 'status' | 'report' | 'error' | 'onRetry'> {
  const [preflight, result] = usePreflightMutation();
  const formRef = useRef(form);
  formRef.current = form;
  const ready = form !== null;
  const [asked, setAsked] = useState<{ key: string; attempt: number } | null>(null);
  useEffect(() => {
    if (!ready) {
      setAsked(null);
      return undefined;
    }
    const timer = setTimeout(
      () => setAsked((before) => ({ key, attempt: before?.attempt ?? 0 })),
      PREFLIGHT_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [key, ready]);
  useEffect(() => {
    const current = formRef.current;
    if (!asked || !current) return undefined;
    const request = preflight(current);
    return () => request.abort();
  }, [asked, preflight]);
  const onRetry = useCallback(
    () => setAsked((before) => (before ? { key: before.key, attempt: before.attempt + 1 } : before)),
    [],
  );
  const waitingForDebounce = ready && asked?.key !== key;
  if (!ready) return { status: 'waiting', onRetry };
  if (waitingForDebounce || result.isLoading || result.isUninitialized)
    return { status: 'checking', onRetry };
  if (result.isError) return { status: 'failed', error: errorMessage(result.error) ?? null, onRetry };
  return { status: 'done', report: result.data, onRetry };
}
