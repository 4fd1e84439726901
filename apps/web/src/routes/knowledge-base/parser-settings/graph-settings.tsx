import { DEFAULT_ENTITY_TYPES, PARSER_CONFIG_LIMITS } from '@app/contract';
import { useState } from 'react';
import type { TParserConfigData } from '../../../api/knowledge';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { SwitchField } from '../../knowledge/switch-field';
import { ChatModelNote } from './chat-model-note';

/**
 * The knowledge graph: entities of the listed types and their relations, extracted by the chat model.
 * As a setting of another method it has an on/off switch; for the knowledge-graph method
 * (`isMethod`) it is always on.
 */
export function GraphSettings({
  prefix,
  graphrag,
  fieldError,
  hasChatModel,
  isMethod,
}: {
  prefix: string;
  graphrag: TParserConfigData['graphrag'];
  fieldError: (name: string) => string | undefined;
  hasChatModel: boolean;
  isMethod: boolean;
}) {
  const { t } = useAppTranslation();
  const [isOn, setIsOn] = useState(isMethod || graphrag.useGraphrag);
  const name = (field: string) => `${prefix}graphrag.${field}`;
  const types = graphrag.entityTypes.length > 0 ? graphrag.entityTypes : DEFAULT_ENTITY_TYPES;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4" data-testid="graph-settings">
      <legend className="px-1 text-sm font-semibold text-ink">{t('knowledge:settings.graph')}</legend>
      {isMethod ? (
        <input type="hidden" name={name('use_graphrag')} value="true" />
      ) : (
        <SwitchField
          name={name('use_graphrag')}
          label={t('knowledge:settings.useGraph')}
          hint={t('knowledge:settings.graphHint')}
          checked={isOn}
          onChange={setIsOn}
          testId="graph-toggle"
        />
      )}
      {isOn && !hasChatModel ? <ChatModelNote testId="graph-needs-chat-model" /> : null}
      <fieldset disabled={!isOn} className="grid gap-3 disabled:opacity-60 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            name={name('entity_types')}
            label={t('knowledge:settings.entityTypes')}
            hint={t('knowledge:settings.entityTypesHint', { max: PARSER_CONFIG_LIMITS.entityTypes })}
            defaultValue={types.join(', ')}
            isRequired={false}
            error={fieldError(name('entity_types'))}
          />
        </div>
        <SelectField
          name={name('method')}
          label={t('knowledge:settings.graphMethod')}
          defaultValue={graphrag.method}
          options={[
            { value: 'light', label: t('knowledge:settings.graphLight') },
            { value: 'general', label: t('knowledge:settings.graphGeneral') },
          ]}
          error={fieldError(name('method'))}
        />
      </fieldset>
    </fieldset>
  );
}
