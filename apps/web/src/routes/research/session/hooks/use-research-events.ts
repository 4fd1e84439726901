import { researchRoutes } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ResearchKeys, type TResearchData, withEvent } from '../../../../api/research';
import { useServices } from '../../../../app/services-context';

/**
 * Follows a session's work while it runs: `research/events` as Server-Sent Events from the last
 * event shown, each event appended to the cached session, the session replaced by the one `done`
 * carries (and followed again if more work was queued). When the stream cannot be read, or ends
 * without `done`, `onStreamDown` is called: the screen then reads the session every 2 s instead
 * (`isStreamDown`), and the stream is not opened again.
 */
export function useResearchEvents(
  research: TResearchData | undefined,
  isStreamDown: boolean,
  onStreamDown: (researchId: string) => void,
): void {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const lastSeq = useRef(-1);
  const reportDown = useRef(onStreamDown);
  reportDown.current = onStreamDown;
  const researchId = research?.id;
  const isWorking = research?.working === true;
  lastSeq.current = research?.events.at(-1)?.seq ?? -1;

  useEffect(() => {
    if (!researchId || !isWorking || isStreamDown) return;
    const controller = new AbortController();
    const key = ResearchKeys.detail(researchId);

    async function follow(id: string): Promise<void> {
      while (!controller.signal.aborted) {
        let isDone = false;
        const stream = api.stream(researchRoutes.events, { researchId: id, after: lastSeq.current }, controller.signal);
        for await (const item of stream) {
          if (item.type === 'event') {
            queryClient.setQueryData<TResearchData>(key, (current) =>
              current ? withEvent(current, item.event) : current,
            );
            lastSeq.current = Math.max(lastSeq.current, item.event.seq);
          } else {
            isDone = true;
            queryClient.setQueryData(key, item.research);
            void queryClient.invalidateQueries({ queryKey: ResearchKeys.list() });
            if (!item.research.working) return;
          }
        }
        if (!isDone) throw new Error('The research event stream ended before its work did.');
      }
    }

    follow(researchId).catch(() => {
      if (!controller.signal.aborted) reportDown.current(researchId);
    });
    return () => controller.abort();
  }, [api, queryClient, researchId, isWorking, isStreamDown]);
}
