import { ZWebCrawlRequestSchema } from '@app/contract';
import type { z } from 'zod';
import { camelize } from '../../../api/case';
import { useWebCrawl } from '../../../api/knowledge-documents';
import { useServices } from '../../../app/services-context';
import { TextField } from '../../../components/form/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { FormDialog } from '../../knowledge/form-dialog';
import { DocumentNameField } from './document-name-field';

/** Adds a public web page, fetched by the server, as an HTML document named as the user says. */
export function WebCrawlDialog({ kbId, onClose }: { kbId: string; onClose: () => void }) {
  const { t } = useAppTranslation();
  const { toasts } = useServices();
  const crawl = useWebCrawl(kbId);
  const form = useContractForm(ZWebCrawlRequestSchema, handleValid);

  function handleValid(data: z.output<typeof ZWebCrawlRequestSchema>): void {
    crawl.mutate(camelize(data), {
      onSuccess: (doc) => {
        toasts.show('success', t('knowledge:dataset.crawled', { name: doc.name }));
        onClose();
      },
      onError: form.showError,
    });
  }

  return (
    <FormDialog
      title={t('knowledge:dataset.crawlTitle')}
      formProps={form.formProps}
      formError={form.formError}
      submitLabel={t('knowledge:dataset.crawl')}
      pendingLabel={t('knowledge:dataset.crawling')}
      isPending={crawl.isPending}
      onClose={onClose}
      testId="web-crawl-dialog"
    >
      <input type="hidden" name="kb_id" value={kbId} />
      <p className="text-sm text-ink-muted">{t('knowledge:dataset.crawlHint')}</p>
      <DocumentNameField error={form.fieldError('name')} />
      <TextField
        name="url"
        type="url"
        label={t('knowledge:dataset.url')}
        placeholder={t('knowledge:dataset.urlPlaceholder')}
        autoComplete="off"
        error={form.fieldError('url')}
      />
    </FormDialog>
  );
}
