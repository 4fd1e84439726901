import { DEFAULT_RAPTOR_PROMPT, PARSER_CONFIG_LIMITS } from '@app/contract';
import { useState } from 'react';
import type { TParserConfigData } from '../../../api/knowledge';
import { TextField } from '../../../components/form/text-field';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { SwitchField } from '../../knowledge/switch-field';
import { TextAreaField } from '../../knowledge/text-area-field';
import { ChatModelNote } from './chat-model-note';

/** RAGFlow's RAPTOR defaults, shown until the user sets their own. */
const RAPTOR_DEFAULTS = { maxToken: 256, threshold: 0.1, maxCluster: 64, randomSeed: 0 } as const;

/**
 * RAPTOR: summaries of clustered chunks written by the chat model, searched with the chunks. Every
 * field is required while it is on; while off, the fields keep their values but cannot be edited.
 */
export function RaptorSettings({
  prefix,
  raptor,
  fieldError,
  hasChatModel,
}: {
  prefix: string;
  raptor: TParserConfigData['raptor'];
  fieldError: (name: string) => string | undefined;
  hasChatModel: boolean;
}) {
  const { t } = useAppTranslation();
  const [isOn, setIsOn] = useState(raptor.useRaptor);
  const name = (field: string) => `${prefix}raptor.${field}`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4" data-testid="raptor-settings">
      <legend className="px-1 text-sm font-semibold text-ink">{t('knowledge:settings.raptor')}</legend>
      <SwitchField
        name={name('use_raptor')}
        label={t('knowledge:settings.useRaptor')}
        hint={t('knowledge:settings.raptorHint')}
        checked={isOn}
        onChange={setIsOn}
        testId="raptor-toggle"
      />
      {isOn && !hasChatModel ? <ChatModelNote testId="raptor-needs-chat-model" /> : null}
      {/* A disabled fieldset still sends its fields: the values are kept while RAPTOR is off. */}
      <fieldset disabled={!isOn} className="grid gap-3 disabled:opacity-60 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextAreaField
            name={name('prompt')}
            label={t('knowledge:settings.raptorPrompt')}
            defaultValue={raptor.prompt ?? DEFAULT_RAPTOR_PROMPT}
            maxLength={PARSER_CONFIG_LIMITS.raptorPromptChars}
            error={fieldError(name('prompt'))}
          />
        </div>
        <TextField
          name={name('max_token')}
          type="number"
          label={t('knowledge:settings.raptorMaxToken')}
          defaultValue={String(raptor.maxToken ?? RAPTOR_DEFAULTS.maxToken)}
          isRequired={false}
          error={fieldError(name('max_token'))}
        />
        <TextField
          name={name('threshold')}
          type="number"
          label={t('knowledge:settings.raptorThreshold')}
          defaultValue={String(raptor.threshold ?? RAPTOR_DEFAULTS.threshold)}
          isRequired={false}
          error={fieldError(name('threshold'))}
        />
        <TextField
          name={name('max_cluster')}
          type="number"
          label={t('knowledge:settings.raptorMaxCluster')}
          defaultValue={String(raptor.maxCluster ?? RAPTOR_DEFAULTS.maxCluster)}
          isRequired={false}
          error={fieldError(name('max_cluster'))}
        />
        <TextField
          name={name('random_seed')}
          type="number"
          label={t('knowledge:settings.raptorRandomSeed')}
          defaultValue={String(raptor.randomSeed ?? RAPTOR_DEFAULTS.randomSeed)}
          isRequired={false}
          error={fieldError(name('random_seed'))}
        />
      </fieldset>
    </fieldset>
  );
}
