import { dialogRoutes as routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { deleteDialogs } from '../../dialogs/delete-dialogs.js';
import type { DialogDeps } from '../../dialogs/dialog-deps.js';
import { findDialogs, getDialog } from '../../dialogs/find-dialogs.js';
import { setDialog } from '../../dialogs/set-dialog.js';
import { ownerOf, registerRoute } from '../register-route.js';

/** The `dialog` area: a user's chat assistants. Every operation takes the owner from the session. */
export function registerDialogRoutes(app: FastifyInstance, deps: DialogDeps): void {
  registerRoute(app, routes.set, async (input, request) => setDialog(deps, ownerOf(request), input, request.language));
  registerRoute(app, routes.get, async (input, request) => getDialog(deps, ownerOf(request), input.dialog_id));
  registerRoute(app, routes.list, async (_input, request) => findDialogs(deps, ownerOf(request)));
  registerRoute(app, routes.rm, async (input, request) => deleteDialogs(deps, ownerOf(request), input.dialog_ids));
}
