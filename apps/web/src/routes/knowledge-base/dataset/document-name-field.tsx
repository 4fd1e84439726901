import { KB_LIMITS } from '@app/contract';
import { TextField } from '../../../components/form/text-field';
import { useAppTranslation } from '../../../i18n/use-app-translation';

/** The `name` field of a document's forms (create, web crawl, rename), with its length in the hint. */
export function DocumentNameField({ error, defaultValue }: { error: string | undefined; defaultValue?: string }) {
  const { t } = useAppTranslation();
  return (
    <TextField
      name="name"
      label={t('knowledge:dataset.documentName')}
      hint={t('knowledge:dataset.documentNameHint', { max: KB_LIMITS.documentNameChars })}
      autoComplete="off"
      error={error}
      defaultValue={defaultValue}
    />
  );
}
