import { ZCompanyNameSchema, ZFiscalYearSchema } from '@app/contract';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, LINK_CLASS } from '../../../components/button-styles';
import { FieldError } from '../../../components/form/field-error';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { DropZone } from './drop-zone';
import { UploadCard } from './upload-card';
import { type TUploadDetails, useDocumentUploads } from './use-document-uploads';

/**
 * The private-company path of "New model": choose the statements files (drop or pick, several),
 * say optionally which company and fiscal year they are, upload them and follow each file's
 * extraction until its statements are ready to review.
 */
export function PrivateCompanyPanel() {
  const { t } = useAppTranslation();
  const nameId = useId();
  const yearId = useId();
  const uploads = useDocumentUploads();
  const [companyName, setCompanyName] = useState('');
  const [fiscalYear, setFiscalYear] = useState('');
  const [isSending, setIsSending] = useState(false);
  const details = detailsOf(companyName, fiscalYear);
  const waiting = uploads.items.filter((item) => item.phase === 'selected').length;
  const canUpload = waiting > 0 && details !== null && !isSending;

  function handleName(event: ChangeEvent<HTMLInputElement>): void {
    setCompanyName(event.target.value);
  }

  function handleYear(event: ChangeEvent<HTMLInputElement>): void {
    setFiscalYear(event.target.value);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!canUpload) return;
    setIsSending(true);
    try {
      await uploads.uploadAll(details);
    } finally {
      setIsSending(false);
    }
  }

  function handleStart(key: string, documentId: string): void {
    void uploads.start(key, documentId);
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4" data-testid="private-company" noValidate>
      <p className="text-sm leading-relaxed text-ink-muted">{t('documents:upload.intro')}</p>
      <DropZone onFiles={uploads.add} isDisabled={isSending} />
      {uploads.items.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('documents:upload.files')}>
          {uploads.items.map((item) => (
            <UploadCard key={item.key} item={item} onRemove={uploads.remove} onStart={handleStart} />
          ))}
        </ul>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={nameId} className="text-sm font-medium text-ink">
            {t('documents:upload.companyName')}
          </label>
          <input
            id={nameId}
            type="text"
            value={companyName}
            onChange={handleName}
            maxLength={200}
            autoComplete="organization"
            data-testid="upload-company-name"
            className="rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-ink"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={yearId} className="text-sm font-medium text-ink">
            {t('documents:upload.fiscalYear')}
          </label>
          <input
            id={yearId}
            type="text"
            inputMode="numeric"
            value={fiscalYear}
            onChange={handleYear}
            maxLength={4}
            aria-invalid={details === null ? true : undefined}
            aria-describedby={details === null ? `${yearId}-error` : undefined}
            data-testid="upload-fiscal-year"
            className="rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-ink tabular-nums aria-invalid:border-danger"
          />
          <FieldError
            id={`${yearId}-error`}
            message={details === null ? t('documents:upload.invalidYear') : undefined}
          />
        </div>
      </div>
      <p className="text-xs text-ink-muted">{t('documents:upload.detailsHint')}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/documents" className={`${LINK_CLASS} text-sm`} data-testid="upload-documents-link">
          {t('documents:upload.allDocuments')}
        </Link>
        <button
          type="submit"
          className={buttonClass('primary', 'py-2.5')}
          disabled={!canUpload}
          data-testid="upload-submit"
        >
          {isSending ? t('documents:upload.uploading') : t('documents:upload.submit')}
        </button>
      </div>
    </form>
  );
}

/** The optional details as the upload sends them, or null while the fiscal year is not a valid year. */
function detailsOf(companyName: string, fiscalYear: string): TUploadDetails | null {
  const details: TUploadDetails = {};
  const name = ZCompanyNameSchema.safeParse(companyName);
  if (name.success) details.companyName = name.data;
  if (fiscalYear.trim() === '') return details;
  const year = ZFiscalYearSchema.safeParse(Number(fiscalYear.trim()));
  if (!year.success || !/^\d{4}$/.test(fiscalYear.trim())) return null;
  details.fiscalYear = year.data;
  return details;
}
