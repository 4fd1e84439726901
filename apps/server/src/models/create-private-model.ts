import { DEFAULT_MODEL_OPTIONS, type TLanguage, type TModelOptions, VALIDATION_MESSAGES } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Session } from '../accounts/sessions.js';
import { AppError } from '../app-error.js';
import { dcfModels } from '../db/schema.js';
import { confirmedHistory } from '../financial/confirmed-history.js';
import { PRIVATE_DCF_MODEL_JOB, type TBuildPrivateModelPayload } from './build-private-model.js';
import { checkModelOptions } from './full-account-rule.js';
import type { ModelDeps } from './model-deps.js';

export type TCreatePrivateModelInput = {
  document_id: string;
  name?: string | undefined;
  forecast_years?: number | undefined;
  peer_ticker?: string | undefined;
  shares?: number | undefined;
  valuation_date?: string | undefined;
};

/**
 * Starts a private company's model from a document whose statements the user confirmed: the row
 * now, the valuation by the `private_dcf_model` job. Someone else's document is `NOT_FOUND`; a
 * document not confirmed yet is refused (an unaudited extraction is never valued).
 */
export async function createPrivateModel(
  deps: ModelDeps,
  session: Session,
  input: TCreatePrivateModelInput,
  language: TLanguage,
): Promise<{ model_id: string; status: 'starting' }> {
  const forecastYears = input.forecast_years ?? DEFAULT_MODEL_OPTIONS.forecast_years;
  const options: TModelOptions = { ...DEFAULT_MODEL_OPTIONS, forecast_years: forecastYears };
  checkModelOptions(session, options);
  const { document, history } = await confirmedHistory(deps.db, session.user.id, input.document_id);
  const now = deps.now();
  if (input.valuation_date !== undefined) {
    const baseEnd = history.filter((period) => period.fiscal_period === 'FY').at(-1)?.period_end;
    checkValuationDate(input.valuation_date, baseEnd, now.toISOString().slice(0, 10), language);
  }
  const [row] = await deps.db
    .insert(dcfModels)
    .values({
      ownerId: session.user.id,
      ticker: document.stockCode ?? '',
      name: input.name ?? document.companyName ?? document.fileName,
      options,
      documentId: document.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: dcfModels.id });
  if (!row) throw new Error('model not inserted');
  const payload: TBuildPrivateModelPayload = {
    model_id: row.id,
    peer_ticker: input.peer_ticker?.trim().toUpperCase() ?? null,
    shares: input.shares ?? null,
    valuation_date: input.valuation_date ?? null,
  };
  const job = await deps.queue.enqueue(PRIVATE_DCF_MODEL_JOB, payload, { ownerId: session.user.id, maxAttempts: 2 });
  await deps.db.update(dcfModels).set({ jobId: job.id }).where(eq(dcfModels.id, row.id));
  return { model_id: row.id, status: 'starting' };
}

/** A chosen valuation date lies between the statements' balance-sheet date and today. */
function checkValuationDate(date: string, baseEnd: string | undefined, today: string, language: TLanguage): void {
  const rule =
    baseEnd !== undefined && date < baseEnd
      ? 'valuation_date_before_statements'
      : date > today
        ? 'valuation_date_in_future'
        : null;
  if (!rule) return;
  const message = VALIDATION_MESSAGES[rule][language];
  throw new AppError('VALIDATION_FAILED', {
    fields: [{ path: 'valuation_date', message }],
    params: { details: `valuation_date: ${message}` },
  });
}
