import { RESEARCH_AREA_LIMITS, researchRoutes, type TResearchDownloadFormat } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import { saveFile } from '../components/files/save-file';
import type { TResponseData, TRouteRequest } from './client';

/** A research session as its screen shows it (camelCase). */
export type TResearchData = TResponseData<typeof researchRoutes.get>;
/** A research session in the list. */
export type TResearchSummaryData = TResponseData<typeof researchRoutes.list>[number];
/** One collection event. */
export type TResearchEventData = TResearchData['events'][number];

/** While work runs and its event stream is down, the session is read again this often. */
export const RESEARCH_POLL_MS = 2_000;

/** Query-key factory of the `research` area. */
export const ResearchKeys = {
  all: ['research'] as const,
  list: () => [...ResearchKeys.all, 'list'] as const,
  detail: (researchId: string) => [...ResearchKeys.all, 'detail', researchId] as const,
};

/** The list is read again this often while one of its sessions works, so its phase stays current. */
export const RESEARCH_LIST_POLL_MS = 5_000;

/** The user's research sessions, most recently changed first. */
export function useResearchList() {
  const { api } = useServices();
  return useQuery({
    queryKey: ResearchKeys.list(),
    queryFn: () => api.request(researchRoutes.list),
    refetchInterval: (query) =>
      query.state.data?.some((research) => research.working) ? RESEARCH_LIST_POLL_MS : false,
  });
}

/** One research session; `shouldPoll` reads it again every 2 s while its work runs. */
export function useResearch(researchId: string, shouldPoll: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: ResearchKeys.detail(researchId),
    queryFn: () => api.request(researchRoutes.get, { researchId }),
    refetchInterval: (query) => (shouldPoll && query.state.data?.working ? RESEARCH_POLL_MS : false),
  });
}

/** Starts a research session; the answer is cached as the session. */
export function useNewResearch() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRouteRequest<typeof researchRoutes.new>) => api.request(researchRoutes.new, input),
    onSuccess: (research) => {
      queryClient.setQueryData(ResearchKeys.detail(research.id), research);
      void queryClient.invalidateQueries({ queryKey: ResearchKeys.list() });
    },
  });
}

/** One feedback action; the answer replaces the cached session (a refusal reads it again). */
export function useResearchFeedback(researchId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TRouteRequest<typeof researchRoutes.feedback>, 'researchId'>) =>
      api.request(researchRoutes.feedback, { ...input, researchId }),
    onSuccess: (research) => {
      queryClient.setQueryData(ResearchKeys.detail(research.id), research);
      void queryClient.invalidateQueries({ queryKey: ResearchKeys.list() });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: ResearchKeys.detail(researchId) }),
  });
}

/** Deletes a research session with its events. */
export function useRemoveResearch() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (researchId: string) => api.request(researchRoutes.rm, { researchIds: [researchId] }),
    onSuccess: (_ok, researchId) => {
      queryClient.removeQueries({ queryKey: ResearchKeys.detail(researchId) });
      void queryClient.invalidateQueries({ queryKey: ResearchKeys.list() });
    },
  });
}

/** Downloads the report as Markdown or Word, under the name the server gives it. */
export function useDownloadResearch(researchId: string) {
  const { api } = useServices();
  return useMutation({
    mutationFn: (format: TResearchDownloadFormat) => api.download(researchRoutes.download, { researchId, format }),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}

/** The session with one more streamed event: its budget figures, the newest events kept. */
export function withEvent(research: TResearchData, event: TResearchEventData): TResearchData {
  if (research.events.some((known) => known.seq === event.seq)) return research;
  return {
    ...research,
    callsUsed: event.callsUsed,
    callBudget: event.callBudget,
    events: [...research.events, event].slice(-RESEARCH_AREA_LIMITS.eventsShown),
  };
}
