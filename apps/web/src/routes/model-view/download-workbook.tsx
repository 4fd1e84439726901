import { modelRoutes } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import { useServices } from '../../app/services-context';
import { buttonClass } from '../../components/button-styles';
import { saveFile } from '../../components/files/save-file';
import { useAppTranslation } from '../../i18n/use-app-translation';
import { useModel } from './model-context';

/**
 * Downloads the saved model as an .xlsx workbook whose forecast and valuation cells are live
 * formulas. Edits still being saved are waited for, so the file is the model on screen.
 */
export function DownloadWorkbook() {
  const { t } = useAppTranslation();
  const { api } = useServices();
  const { values, saveState } = useModel();
  const download = useMutation({
    mutationFn: () => api.download(modelRoutes.download, { modelId: values.modelId }),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
  const isUnsaved = saveState !== 'saved';
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        className={buttonClass('secondary', 'text-sm')}
        onClick={() => download.mutate()}
        disabled={download.isPending || isUnsaved}
        title={isUnsaved ? t('valuation:download.waitForSave') : t('valuation:download.hint')}
        data-testid="download-workbook"
      >
        {download.isPending ? t('valuation:download.preparing') : t('valuation:download.button')}
      </button>
      {download.isError ? (
        <p role="alert" className="text-xs text-danger">
          {download.error instanceof ApiError ? download.error.message : t('valuation:download.failed')}
        </p>
      ) : null}
    </div>
  );
}
