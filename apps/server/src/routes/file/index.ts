import { file2documentRoutes, fileRoutes as routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { convertFiles } from '../../files/convert-files.js';
import { createFolder } from '../../files/create-folder.js';
import { deleteFiles } from '../../files/delete-files.js';
import { deleteUnfinishedFiles } from '../../files/delete-unfinished-files.js';
import type { FileDeps } from '../../files/file-deps.js';
import { findFiles } from '../../files/find-files.js';
import { findParentFolders } from '../../files/find-parent-folders.js';
import { getFile } from '../../files/get-file.js';
import { getRootFolder } from '../../files/get-root-folder.js';
import { moveFiles } from '../../files/move-files.js';
import { pickFiles } from '../../files/pick-files.js';
import { renameFile } from '../../files/rename-file.js';
import { uploadFiles } from '../../files/upload-files.js';
import { ownerOf, registerFileRoute, registerRoute, registerUploadRoute } from '../register-route.js';

/** How often a server deletes the files whose bytes a dead server never finished storing. */
const UNFINISHED_SWEEP_MS = 5 * 60_000;

/**
 * The `file` and `file2document` areas: the user's file manager, and its files added to knowledge
 * bases. Every item is its owner's; the operations take the owner from the session.
 */
export function registerFileRoutes(app: FastifyInstance, deps: FileDeps): void {
  registerRoute(app, routes.list, async (input, request) => findFiles(deps.db, ownerOf(request), input));

  registerRoute(app, routes.root_folder, async (_input, request) => getRootFolder(deps.db, ownerOf(request)));

  registerUploadRoute(app, routes.upload, async (upload, request) =>
    uploadFiles(deps, ownerOf(request), upload, request.language),
  );

  registerRoute(app, routes.create, async (input, request) =>
    createFolder(deps, ownerOf(request), { name: input.name, parentId: input.parent_id }),
  );

  registerRoute(app, routes.rm, async (input, request) => deleteFiles(deps, ownerOf(request), input.file_ids));

  registerRoute(app, routes.rename, async (input, request) =>
    renameFile(deps, ownerOf(request), input.file_id, input.name),
  );

  registerRoute(app, routes.all_parent_folder, async (input, request) => ({
    parent_folders: await findParentFolders(deps.db, ownerOf(request), input.file_id),
  }));

  registerFileRoute(app, routes.get, async (input, request) => getFile(deps.db, ownerOf(request), input.file_id));

  registerRoute(app, routes.mv, async (input, request) =>
    moveFiles(deps, ownerOf(request), input.src_file_ids, input.dest_file_id),
  );

  registerRoute(app, routes.pick, async (input, request) =>
    pickFiles(deps.db, ownerOf(request), { keywords: input.keywords, kbId: input.kb_id }),
  );

  registerRoute(app, file2documentRoutes.convert, async (input, request) =>
    convertFiles(deps, ownerOf(request), { fileIds: input.file_ids, kbIds: input.kb_ids }),
  );

  const sweep = async () => {
    const deleted = await deleteUnfinishedFiles(deps.db, deps.now());
    if (deleted > 0) app.log.warn({ files: deleted }, 'deleted files whose bytes were never all stored');
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep().catch(() => {}), UNFINISHED_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
