import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CHUNK_PAGE_SIZE, type TChunkData, useChunk } from '../../api/knowledge-chunks';

/** The search parameter naming the chunk a citation opened the document at. */
export const CITED_CHUNK_PARAM = 'chunk';

/**
 * The chunk a citation opened the document at (`?chunk=`), and the list's page turned to it: the
 * page its place in the document falls on; a page back while the page shown starts after it (chunks
 * deleted before it leave gaps in the places). Only until it is found or the user pages or filters.
 */
export function useCitedChunk(
  docId: string,
  list: { page: number; setPage: (page: number) => void; chunks: readonly TChunkData[]; isSettled: boolean },
): string | null {
  const [params] = useSearchParams();
  const citedId = params.get(CITED_CHUNK_PARAM);
  const cited = useChunk(docId, citedId);
  const position = cited.data?.docId === docId ? cited.data.position : null;
  const seeking = useRef<{ id: string; page: number } | null>(null);
  const { page, setPage, chunks, isSettled } = list;

  useEffect(() => {
    if (citedId === null || position === null || seeking.current?.id === citedId) return;
    const target = Math.floor(position / CHUNK_PAGE_SIZE) + 1;
    seeking.current = { id: citedId, page: target };
    setPage(target);
  }, [citedId, position, setPage]);

  useEffect(() => {
    const seek = seeking.current;
    if (!seek || seek.page !== page || !isSettled || position === null) return;
    const first = chunks[0];
    const isShown = chunks.some((chunk) => chunk.chunkId === seek.id);
    if (!isShown && first && first.position > position && page > 1) {
      seek.page = page - 1;
      setPage(page - 1);
    }
  }, [chunks, isSettled, page, position, setPage]);

  return citedId;
}
