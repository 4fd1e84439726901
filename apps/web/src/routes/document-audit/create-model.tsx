import { type ChangeEvent, useId, useState } from 'react';
import { type TFinancialDocumentData, useStatements } from '../../api/financial';
import { type TTickerHitData, useCreatePrivateModel } from '../../api/model';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/dialog';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { CreationStatus } from '../new-model/creation-status';
import { TickerSearch } from '../new-model/ticker-search';
import { useModelCreation } from '../new-model/use-model-creation';
import { parseValue } from './utils/parse-value';

/** Standard accounts that give the model its share count. */
const SHARE_ACCOUNTS: ReadonlySet<string> = new Set(['diluted_shares', 'basic_shares']);

/**
 * "Create model" on confirmed statements: a DCF model of the private company valued from them
 * (`model/dcf/private`), named after the company unless renamed, with an optional listed peer whose
 * beta stands in for the company's, and the diluted share count when the statements give none
 * (without one the model is valued per one share). The job is followed as for a listed company, then
 * the model opens.
 */
export function CreateModel({ document }: { document: TFinancialDocumentData }) {
  const { t } = useAppTranslation();
  const nameId = useId();
  const sharesId = useId();
  const dateId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState(document.companyName ?? '');
  const [peer, setPeer] = useState<TTickerHitData | null>(null);
  const [sharesText, setSharesText] = useState('');
  const [valuationDate, setValuationDate] = useState('');
  const statements = useStatements(document.documentId, true);
  const hasShares = (statements.data?.statements ?? []).some((statement) =>
    statement.lines.some((line) => line.standardAccountName !== null && SHARE_ACCOUNTS.has(line.standardAccountName)),
  );
  const shares = sharesText.trim() === '' ? null : parseValue(sharesText);
  const isSharesInvalid = sharesText.trim() !== '' && (shares === null || shares <= 0);
  const { view, start } = useModelCreation(useCreatePrivateModel());
  const isBusy = view.phase === 'sending' || view.phase === 'starting' || view.phase === 'processing';

  function open(): void {
    setIsOpen(true);
  }

  function close(): void {
    if (!isBusy) setIsOpen(false);
  }

  function handleName(event: ChangeEvent<HTMLInputElement>): void {
    setName(event.target.value);
  }

  function handleShares(event: ChangeEvent<HTMLInputElement>): void {
    setSharesText(event.target.value);
  }

  function handleValuationDate(event: ChangeEvent<HTMLInputElement>): void {
    setValuationDate(event.target.value);
  }

  function create(): void {
    if (isSharesInvalid) return;
    const trimmed = name.trim();
    start({
      documentId: document.documentId,
      ...(trimmed ? { name: trimmed.slice(0, 120) } : {}),
      ...(peer ? { peerTicker: peer.ticker } : {}),
      ...(shares !== null && !hasShares ? { shares } : {}),
      ...(valuationDate ? { valuationDate } : {}),
    });
  }

  return (
    <>
      <button type="button" className={buttonClass('primary')} onClick={open} data-testid="create-private-model">
        {t('documents:model.create')}
      </button>
      {isOpen ? (
        <Dialog
          title={t('documents:model.title')}
          onClose={close}
          testId="create-model-dialog"
          footer={
            <>
              <button type="button" className={buttonClass('secondary')} onClick={close} disabled={isBusy}>
                {t('valuation:common.cancel')}
              </button>
              <button
                type="button"
                className={buttonClass('primary')}
                onClick={create}
                disabled={isBusy || view.phase === 'success' || isSharesInvalid}
                data-testid="create-model-start"
              >
                {isBusy ? t('valuation:newModel.creating') : t('documents:model.create')}
              </button>
            </>
          }
        >
          <div className="flex flex-col gap-4">
            <p className="text-sm text-ink-muted">{t('documents:model.intro')}</p>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={nameId} className="text-sm font-medium text-ink">
                {t('documents:model.name')}
              </label>
              <input
                id={nameId}
                value={name}
                onChange={handleName}
                maxLength={120}
                placeholder={document.fileName}
                data-testid="create-model-name"
                className="rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-ink"
              />
            </div>
            <div className="flex flex-col gap-1">
              <TickerSearch selected={peer} onSelect={setPeer} label={t('documents:model.peer')} />
              <p className="text-xs text-ink-muted">{t('documents:model.peerHint')}</p>
            </div>
            {hasShares ? null : (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={sharesId} className="text-sm font-medium text-ink">
                  {t('documents:model.shares')}
                </label>
                <input
                  id={sharesId}
                  value={sharesText}
                  onChange={handleShares}
                  inputMode="numeric"
                  aria-invalid={isSharesInvalid || undefined}
                  aria-describedby={`${sharesId}-hint`}
                  data-testid="create-model-shares"
                  className="rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-ink tabular-nums aria-invalid:border-danger"
                />
                <p id={`${sharesId}-hint`} className="text-xs text-ink-muted">
                  {isSharesInvalid ? t('documents:model.sharesInvalid') : t('documents:model.sharesHint')}
                </p>
              </div>
            )}
            <div className="flex flex-col gap-1.5">
              <label htmlFor={dateId} className="text-sm font-medium text-ink">
                {t('documents:model.valuationDate')}
              </label>
              <input
                id={dateId}
                type="date"
                value={valuationDate}
                onChange={handleValuationDate}
                aria-describedby={`${dateId}-hint`}
                data-testid="create-model-valuation-date"
                className="w-48 rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-ink tabular-nums"
              />
              <p id={`${dateId}-hint`} className="text-xs text-ink-muted">
                {t('documents:model.valuationDateHint')}
              </p>
            </div>
            <CreationStatus view={view} showQuarterly={false} onRetry={create} />
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
