import { PARSER_CONFIG_LIMITS, type TParserId } from '@app/contract';
import type { TParserConfigData } from '../../../api/knowledge';
import { TextField } from '../../../components/form/text-field';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { SwitchField } from '../../knowledge/switch-field';
import { delimiterToText } from '../../knowledge/utils/delimiter-text';
import { ChatModelNote } from './chat-model-note';
import { GraphSettings } from './graph-settings';
import { PageRangesEditor } from './page-ranges-editor';
import { PARSER_SETTINGS } from './parser-methods';
import { RaptorSettings } from './raptor-settings';

/**
 * The settings of one chunk method, as form fields named by their wire path under `prefix`
 * (`parser_config.`), filled from `config`. Used by a knowledge base's configuration and by a
 * document's "chunk method" dialog. Remount it (key) when the method changes.
 */
export function ParserSettings({
  parserId,
  config,
  prefix,
  fieldError,
  hasChatModel,
}: {
  parserId: TParserId;
  config: TParserConfigData;
  prefix: string;
  fieldError: (name: string) => string | undefined;
  hasChatModel: boolean;
}) {
  const { t } = useAppTranslation();
  const settings = new Set(PARSER_SETTINGS[parserId]);
  const name = (field: string) => `${prefix}${field}`;
  const { chunkTokenNum, overlappedPercent, autoKeywords, autoQuestions } = PARSER_CONFIG_LIMITS;
  return (
    <div className="flex flex-col gap-4" data-testid="parser-settings" data-parser={parserId}>
      {settings.has('layout') ? (
        <SwitchField
          name={name('layout_recognize')}
          label={t('knowledge:settings.layout')}
          hint={t('knowledge:settings.layoutHint')}
          defaultChecked={config.layoutRecognize}
        />
      ) : null}
      {settings.has('chunkTokenNum') || settings.has('delimiter') || settings.has('overlap') ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {settings.has('chunkTokenNum') ? (
            <TextField
              name={name('chunk_token_num')}
              type="number"
              label={t('knowledge:settings.chunkTokenNum')}
              hint={t('knowledge:settings.chunkTokenNumHint', { min: chunkTokenNum.min, max: chunkTokenNum.max })}
              defaultValue={String(config.chunkTokenNum)}
              error={fieldError(name('chunk_token_num'))}
            />
          ) : null}
          {settings.has('delimiter') ? (
            <TextField
              name={name('delimiter')}
              label={t('knowledge:settings.delimiter')}
              hint={t('knowledge:settings.delimiterHint')}
              defaultValue={delimiterToText(config.delimiter)}
              error={fieldError(name('delimiter'))}
            />
          ) : null}
          {settings.has('overlap') ? (
            <TextField
              name={name('overlapped_percent')}
              type="number"
              label={t('knowledge:settings.overlap')}
              hint={t('knowledge:settings.overlapHint', { max: overlappedPercent.max })}
              defaultValue={String(config.overlappedPercent)}
              error={fieldError(name('overlapped_percent'))}
            />
          ) : null}
        </div>
      ) : null}
      {settings.has('html4excel') ? (
        <SwitchField
          name={name('html4excel')}
          label={t('knowledge:settings.html4excel')}
          hint={t('knowledge:settings.html4excelHint')}
          defaultChecked={config.html4excel}
        />
      ) : null}
      {settings.has('pages') ? (
        <PageRangesEditor prefix={prefix} initial={config.pages} fieldError={fieldError} />
      ) : null}
      {settings.has('autoMetadata') ? (
        <div className="flex flex-col gap-2">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name={name('auto_keywords')}
              type="number"
              label={t('knowledge:settings.autoKeywords')}
              hint={t('knowledge:settings.autoKeywordsHint', { max: autoKeywords.max })}
              defaultValue={String(config.autoKeywords)}
              error={fieldError(name('auto_keywords'))}
            />
            <TextField
              name={name('auto_questions')}
              type="number"
              label={t('knowledge:settings.autoQuestions')}
              hint={t('knowledge:settings.autoQuestionsHint', { max: autoQuestions.max })}
              defaultValue={String(config.autoQuestions)}
              error={fieldError(name('auto_questions'))}
            />
          </div>
          {hasChatModel ? null : <ChatModelNote testId="auto-metadata-needs-chat-model" />}
        </div>
      ) : null}
      {settings.has('raptor') ? (
        <RaptorSettings prefix={prefix} raptor={config.raptor} fieldError={fieldError} hasChatModel={hasChatModel} />
      ) : null}
      {settings.has('graphrag') || settings.has('entityTypes') ? (
        <GraphSettings
          prefix={prefix}
          graphrag={config.graphrag}
          fieldError={fieldError}
          hasChatModel={hasChatModel}
          isMethod={settings.has('entityTypes')}
        />
      ) : null}
    </div>
  );
}
