import { useEffect, useRef } from 'react';
import { presentationPaths, PresentationProgressSchema } from '@deckmill/api-contracts';
import { useAppDispatch } from '@deckmill/web-data';
import { isRunning } from '../../../lib/presentationStatus';
import { presentationsApi } from './presentationsApi';

type DetailArgs = { id: string; rowsPage: number };

/**
 * Live progress on top of the detail page's 3 s polling: while the batch runs, an EventSource on
 * `/api/app/presentations/{id}/events` writes each `progress` event (status and counts) into the cached
 * detail, so the bar moves as rows finish. At completed, failed or cancelled it closes and reloads the whole detail (rows,
 * download links, the final status). Without EventSource, or once the stream fails for good (a 404 or 5xx answer closes it), the
 * polling alone keeps the page current; a stream the server ended early (after 30 minutes) is reopened by the
 * browser itself.
 */
export function useLiveProgress(args: DetailArgs, running: boolean): void {
  const dispatch = useAppDispatch();
  // The rows page only says which cached detail to update: changing it must not reopen the stream.
  const current = useRef(args);
  current.current = args;
  const { id } = args;

  useEffect(() => {
    if (!running || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(presentationPaths.events(encodeURIComponent(id)));
    source.addEventListener('progress', (event: MessageEvent<string>) => {
      const parsed = PresentationProgressSchema.safeParse(safeJson(event.data));
      if (!parsed.success) return;
      const { status, rows_done, rows_failed, progress } = parsed.data;
      const finished = !isRunning(status);
      dispatch(
        presentationsApi.util.updateQueryData('getPresentation', current.current, (detail) => {
          Object.assign(detail, { rows_done, rows_failed, progress });
          // The final status comes with the reloaded detail below, together with its download links; until
          // then the batch counts as running, so a failed reload is made good by the next poll.
          if (!finished) detail.status = status;
        }),
      );
      if (finished) {
        source.close();
        void dispatch(
          presentationsApi.endpoints.getPresentation.initiate(current.current, {
            subscribe: false,
            forceRefetch: true,
          }),
        );
      }
    });
    return () => source.close();
  }, [dispatch, id, running]);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
