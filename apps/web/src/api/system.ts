import { systemRoutes } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../app/services-context';

/** Query-key factory of the `system` area. */
export const SystemKeys = {
  all: ['system'] as const,
  version: () => [...SystemKeys.all, 'version'] as const,
  status: () => [...SystemKeys.all, 'status'] as const,
};

/** Product name and version of the running server. */
export function useSystemVersion() {
  const { api } = useServices();
  return useQuery({
    queryKey: SystemKeys.version(),
    queryFn: () => api.request(systemRoutes.version),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Whether the server and its database are healthy; checked once a minute while shown. */
export function useSystemStatus() {
  const { api } = useServices();
  return useQuery({
    queryKey: SystemKeys.status(),
    queryFn: () => api.request(systemRoutes.status),
    refetchInterval: 60_000,
  });
}
