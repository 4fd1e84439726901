import { requiresFullAccount, type TModelOptions } from '@app/contract';
import type { Session } from '../accounts/sessions.js';
import { AppError } from '../app-error.js';

/**
 * The full-account gate of a model (`@app/contract` `requiresFullAccount`), on every path that
 * shapes one: creating a listed or a private company's model, and saving assumptions that change
 * its forecast length. A temporary user gets the default options only.
 *
 * @throws AppError `FULL_ACCOUNT_REQUIRED`
 */
export function checkModelOptions(session: Session, options: TModelOptions): void {
  if (session.user.isTemp && requiresFullAccount(options)) throw new AppError('FULL_ACCOUNT_REQUIRED');
}
