import { useParams } from 'react-router';

/** The knowledge base the screen shows (`/knowledge/:kbId/…`). */
export function useKbId(): string {
  return useParams().kbId ?? '';
}
