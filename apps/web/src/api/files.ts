import { file2documentRoutes, fileRoutes, kbRoutes } from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../app/services-context';
import { saveFile } from '../components/files/save-file';
import type { TResponseData } from './client';

/** A file or folder as listed (camelCase). */
export type TFileData = TResponseData<typeof fileRoutes.list>['files'][number];
/** A folder in a path; `id` null is the root. */
export type TFolderRefData = TResponseData<typeof fileRoutes.list>['folder'];
/** The answer to one upload request: each file kept or refused. */
export type TFileUploadData = TResponseData<typeof fileRoutes.upload>;
/** A knowledge base as a picker lists it. */
export type TKbChoiceData = TResponseData<typeof kbRoutes.one>[number];

/** What the file list asks for. */
export type TFileListQuery = {
  parentId: string | null;
  keywords: string;
  page: number;
  orderby: 'name' | 'create_time' | 'size';
  desc: boolean;
};

/** Items a page of the file list shows. */
export const FILE_PAGE_SIZE = 50;
/** Folders the move dialog lists in one folder (folders come first in a list, so one page holds them). */
const FOLDER_PAGE_SIZE = 200;

/** Query keys of the `file` area. */
export const FileKeys = {
  all: ['files'] as const,
  lists: () => [...FileKeys.all, 'list'] as const,
  list: (query: TFileListQuery) => [...FileKeys.lists(), query] as const,
  folders: (parentId: string | null) => [...FileKeys.all, 'folders', parentId] as const,
  path: (fileId: string) => [...FileKeys.all, 'path', fileId] as const,
  kbChoices: () => [...FileKeys.all, 'kb-choices'] as const,
};

/** One page of a folder (the root when `parentId` is null), folders first. */
export function useFileList(query: TFileListQuery) {
  const { api } = useServices();
  return useQuery({
    queryKey: FileKeys.list(query),
    queryFn: () =>
      api.request(fileRoutes.list, {
        ...(query.parentId ? { parentId: query.parentId } : {}),
        keywords: query.keywords,
        page: query.page,
        pageSize: FILE_PAGE_SIZE,
        orderby: query.orderby,
        desc: query.desc,
      }),
    placeholderData: keepPreviousData,
    // Knowledge bases change the file manager too (an upload is stored in .knowledgebase, a removal
    // deletes its file), through mutations of their own: a folder is read again each time it is opened.
    refetchOnMount: true,
  });
}

/** The folders of a folder, for the move dialog. */
export function useFolders(parentId: string | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: FileKeys.folders(parentId),
    queryFn: async () => {
      const page = await api.request(fileRoutes.list, {
        ...(parentId ? { parentId } : {}),
        pageSize: FOLDER_PAGE_SIZE,
        orderby: 'name',
        desc: false,
      });
      return page.files.filter((file) => file.type === 'folder');
    },
  });
}

/** The path of a folder from the root (the root, each folder down, the folder itself). */
export function useFolderPath(folderId: string | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: FileKeys.path(folderId ?? ''),
    queryFn: async () => (await api.request(fileRoutes.all_parent_folder, { fileId: folderId ?? '' })).parentFolders,
    enabled: folderId !== null,
  });
}

/** The user's knowledge bases, to add files to. */
export function useKbChoices() {
  const { api } = useServices();
  return useQuery({ queryKey: FileKeys.kbChoices(), queryFn: () => api.request(kbRoutes.one) });
}

/** Every list of the area is asked again after a change. */
function useInvalidateFiles() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: FileKeys.all });
}

/** Uploads files into a folder; each is kept or refused on its own. */
export function useUploadFiles() {
  const { api } = useServices();
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: ({ parentId, files }: { parentId: string | null; files: readonly File[] }) =>
      api.upload(fileRoutes.upload, parentId ? { parentId } : {}, files),
    onSuccess: invalidate,
  });
}

export function useCreateFolder() {
  const { api } = useServices();
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: ({ name, parentId }: { name: string; parentId: string | null }) =>
      api.request(fileRoutes.create, { name, ...(parentId ? { parentId } : {}) }),
    onSuccess: invalidate,
  });
}

export function useRenameFile() {
  const { api } = useServices();
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: ({ fileId, name }: { fileId: string; name: string }) =>
      api.request(fileRoutes.rename, { fileId, name }),
    onSuccess: invalidate,
  });
}

export function useMoveFiles() {
  const { api } = useServices();
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: ({ fileIds, destId }: { fileIds: readonly string[]; destId: string | null }) =>
      api.request(fileRoutes.mv, { srcFileIds: [...fileIds], destFileId: destId }),
    onSuccess: invalidate,
  });
}

export function useDeleteFiles() {
  const { api } = useServices();
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: (fileIds: readonly string[]) => api.request(fileRoutes.rm, { fileIds: [...fileIds] }),
    onSuccess: invalidate,
  });
}

/** Adds files (a folder: every file in it) to knowledge bases as documents. */
export function useConvertFiles() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileIds, kbIds }: { fileIds: readonly string[]; kbIds: readonly string[] }) =>
      api.request(file2documentRoutes.convert, { fileIds: [...fileIds], kbIds: [...kbIds] }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FileKeys.all });
      // The knowledge bases' own lists now hold the new documents.
      void queryClient.invalidateQueries({ queryKey: ['knowledge'] });
    },
  });
}

/** Downloads a file under its own name. */
export function useDownloadFile() {
  const { api } = useServices();
  return useMutation({
    mutationFn: async (fileId: string) => {
      const download = await api.download(fileRoutes.get, { fileId });
      saveFile(download.blob, download.fileName);
    },
  });
}
