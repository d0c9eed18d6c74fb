import { useCallback, useEffect, useRef, useState } from 'react';
import { preflightFormData, type PreflightRequest } from '@deckmill/api-contracts';
import { errorMessage } from '@deckmill/web-data';
import { usePreflightMutation } from '../../api/presentationsApi';
import type { PreflightReportProps } from './PreflightReport';

/** Quiet time after the last mapping change before the data is checked again. */
export const PREFLIGHT_DEBOUNCE_MS = 700;

/** Identifies a chosen file without reading it: another file (or the same one changed) is checked again. */
export function fileKey(file: File | null): string {
  return file ? `${file.name}:${file.size}:${file.lastModified}` : '';
}

/** What an automatic check sends: no images archive (never uploaded on every change), pictures left out. */
export function withoutPictures(request: PreflightRequest): PreflightRequest {
  return { ...request, images_file: undefined, check_pictures: false };
}

/**
 * Checks the wizard's data automatically once step 3 has a complete request (`request` null: not yet), and
 * again `PREFLIGHT_DEBOUNCE_MS` after `key` (everything the request says) last changed. Automatic checks leave
 * pictures out and send no images archive; `onCheckPictures` checks once with them. A check overtaken by a
 * newer one is aborted (the server also stops the older one: one check per user at a time).
 */
export function usePreflight(
  request: PreflightRequest | null,
  key: string,
): Pick<PreflightReportProps, 'status' | 'report' | 'error' | 'onRetry' | 'onCheckPictures'> {
  const [preflight, result] = usePreflightMutation();
  const requestRef = useRef(request);
  requestRef.current = request;
  const ready = request !== null;
  const [asked, setAsked] = useState<{ key: string; attempt: number; pictures: boolean } | null>(null);
  useEffect(() => {
    if (!ready) {
      setAsked(null);
      return undefined;
    }
    const timer = setTimeout(
      () => setAsked((before) => ({ key, attempt: before?.attempt ?? 0, pictures: false })),
      PREFLIGHT_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [key, ready]);
  useEffect(() => {
    const current = requestRef.current;
    if (!asked || !current) return undefined;
    const call = preflight(preflightFormData(asked.pictures ? current : withoutPictures(current)));
    return () => call.abort();
  }, [asked, preflight]);
  const onRetry = useCallback(
    () => setAsked((before) => (before ? { ...before, attempt: before.attempt + 1 } : before)),
    [],
  );
  const onCheckPictures = useCallback(
    () =>
      setAsked((before) =>
        before ? { key: before.key, attempt: before.attempt + 1, pictures: true } : before,
      ),
    [],
  );
  const waitingForDebounce = ready && asked?.key !== key;
  if (!ready) return { status: 'waiting', onRetry, onCheckPictures };
  if (waitingForDebounce || result.isLoading || result.isUninitialized)
    return { status: 'checking', onRetry, onCheckPictures };
  if (result.isError)
    return { status: 'failed', error: errorMessage(result.error) ?? null, onRetry, onCheckPictures };
  return { status: 'done', report: result.data, onRetry, onCheckPictures };
}
