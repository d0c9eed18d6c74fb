import { useCallback, useState } from 'react';
import type { TemplateCreated } from '@deckmill/api-contracts';
import { api, useAppDispatch } from '@deckmill/web-data';
import { uploadTemplate, type TemplateUpload } from '../api/uploadTemplate';

export interface TemplateUploadState {
  upload: (input: TemplateUpload) => Promise<TemplateCreated | null>;
  busy: boolean;
  /** 0..1 of the bytes sent. */
  progress: number;
  /** The failed upload's ApiError (see uploadTemplate), for fieldErrors() and errorMessage(). */
  error: unknown;
}

/** Sends the upload, tracks its progress, and refreshes the template lists once it is stored. */
export function useTemplateUpload(): TemplateUploadState {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<unknown>();

  const upload = useCallback(
    async (input: TemplateUpload) => {
      setBusy(true);
      setProgress(0);
      setError(undefined);
      try {
        const template = await uploadTemplate(input, setProgress);
        dispatch(api.util.invalidateTags(['Template']));
        return template;
      } catch (failure) {
        setError(failure);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [dispatch],
  );

  return { upload, busy, progress, error };
}
