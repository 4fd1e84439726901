import {
  REPORT_LANGUAGES,
  REQUIREMENT_TYPES,
  RESEARCH_LIMITS,
  RESEARCH_REPORT_TYPES,
  type TResearchPlan,
} from '@app/contract';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { FieldError } from '../../../components/form/field-error';
import { FormAlert } from '../../../components/form/form-alert';
import { currentLanguage } from '../../../i18n/i18n';
import { useAppTranslation } from '../../../i18n/use-app-translation';
import { REPORT_LANGUAGE_LABELS, REPORT_TYPE_LABELS, REQUIREMENT_TYPE_LABELS } from '../utils/labels';
import { PlanSelectField, PlanTextField } from './plan-fields';
import {
  checkDraft,
  emptyRequirement,
  emptySection,
  moveItem,
  needsTicker,
  type TDraftRequirement,
  type TDraftSection,
  type TPlanDraft,
  type TPlanErrors,
} from './utils/plan-draft';

/**
 * The plan card's edit form: every field of the plan, sections added, removed and moved, data
 * requirements added and removed. Saving checks the draft with the contract's `ZResearchPlanSchema`
 * (each field's message beside it) before `onSave` sends it; `serverErrors` are the server's own.
 */
export function PlanEditor({
  initial,
  isSaving,
  formError,
  serverErrors,
  onSave,
  onCancel,
}: {
  initial: TPlanDraft;
  isSaving: boolean;
  formError: string | null;
  serverErrors: TPlanErrors;
  onSave: (plan: TResearchPlan) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useAppTranslation();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<TPlanErrors | null>(null);
  const shown = { ...serverErrors, ...errors };
  const error = (path: string) => shown[path];

  function update(change: Partial<TPlanDraft>): void {
    const next = { ...draft, ...change };
    setDraft(next);
    // Once a save was refused, the messages follow the typing, so a fixed field clears.
    if (errors) setErrors(checkDraft(next, currentLanguage(i18n)).errors ?? {});
  }

  function updateSection(index: number, change: Partial<TDraftSection>): void {
    update({ outline: draft.outline.map((section, at) => (at === index ? { ...section, ...change } : section)) });
  }

  function updateRequirement(index: number, change: Partial<TDraftRequirement>): void {
    update({
      requirements: draft.requirements.map((requirement, at) =>
        at === index ? { ...requirement, ...change } : requirement,
      ),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const checked = checkDraft(draft, currentLanguage(i18n));
    setErrors(checked.errors ?? {});
    if (checked.plan) onSave(checked.plan);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" data-testid="plan-editor">
      <FormAlert message={formError} />
      <PlanTextField
        name="title"
        label={t('research:plan.fields.title')}
        value={draft.title}
        onChange={(title) => update({ title })}
        error={error('title')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <PlanSelectField
          name="report_type"
          label={t('research:plan.fields.reportType')}
          value={draft.reportType}
          options={RESEARCH_REPORT_TYPES.map((type) => ({ value: type, label: t(REPORT_TYPE_LABELS[type]) }))}
          onChange={(reportType) => update({ reportType })}
          error={error('report_type')}
        />
        <PlanSelectField
          name="language"
          label={t('research:plan.fields.language')}
          value={draft.language}
          options={REPORT_LANGUAGES.map((language) => ({
            value: language,
            label: t(REPORT_LANGUAGE_LABELS[language]),
          }))}
          onChange={(language) => update({ language })}
          error={error('language')}
        />
        <PlanTextField
          name="estimated_length"
          label={t('research:plan.fields.estimatedLength')}
          value={draft.estimatedLength}
          inputMode="numeric"
          onChange={(estimatedLength) => update({ estimatedLength })}
          error={error('estimated_length')}
        />
      </div>

      <fieldset className="flex flex-col gap-3" data-testid="plan-editor-outline">
        <legend className="text-sm font-semibold text-ink">{t('research:plan.fields.outline')}</legend>
        <FieldError id="plan-outline-error" message={error('outline')} />
        {draft.outline.map((section, index) => (
          <div
            key={section.key}
            className="flex flex-col gap-2 rounded-md border border-line p-3"
            data-testid="plan-editor-section"
          >
            <div className="flex items-center justify-between gap-2">
              <p className="text-xs font-medium text-ink-muted">{t('research:plan.section', { number: index + 1 })}</p>
              <div className="flex gap-1">
                <button
                  type="button"
                  className={buttonClass('ghost', 'px-2 py-1 text-xs')}
                  onClick={() => update({ outline: moveItem(draft.outline, index, -1) })}
                  disabled={index === 0}
                  aria-label={t('research:plan.moveUp', { number: index + 1 })}
                  data-testid="plan-section-up"
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className={buttonClass('ghost', 'px-2 py-1 text-xs')}
                  onClick={() => update({ outline: moveItem(draft.outline, index, 1) })}
                  disabled={index === draft.outline.length - 1}
                  aria-label={t('research:plan.moveDown', { number: index + 1 })}
                  data-testid="plan-section-down"
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className={buttonClass('ghost', 'px-2 py-1 text-xs')}
                  onClick={() => update({ outline: draft.outline.filter((_, at) => at !== index) })}
                  aria-label={t('research:plan.removeSection', { number: index + 1 })}
                  data-testid="plan-section-remove"
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </div>
            <PlanTextField
              name={`outline.${index}.title`}
              label={t('research:plan.fields.sectionTitle')}
              value={section.title}
              onChange={(title) => updateSection(index, { title })}
              error={error(`outline.${index}.title`)}
            />
            <PlanTextField
              name={`outline.${index}.purpose`}
              label={t('research:plan.fields.purpose')}
              value={section.purpose}
              rows={2}
              onChange={(purpose) => updateSection(index, { purpose })}
              error={error(`outline.${index}.purpose`)}
            />
            <PlanTextField
              name={`outline.${index}.key_questions`}
              label={t('research:plan.fields.keyQuestions')}
              hint={t('research:plan.onePerLine')}
              value={section.questions}
              rows={3}
              onChange={(questions) => updateSection(index, { questions })}
              error={error(`outline.${index}.key_questions`)}
            />
          </div>
        ))}
        <button
          type="button"
          className={buttonClass('secondary', 'self-start text-xs')}
          onClick={() => update({ outline: [...draft.outline, emptySection()] })}
          disabled={draft.outline.length >= RESEARCH_LIMITS.sections}
          data-testid="plan-section-add"
        >
          {t('research:plan.addSection')}
        </button>
      </fieldset>

      <PlanTextField
        name="special_instructions"
        label={t('research:plan.fields.specialInstructions')}
        value={draft.specialInstructions}
        rows={3}
        onChange={(specialInstructions) => update({ specialInstructions })}
        error={error('special_instructions')}
      />

      <fieldset className="flex flex-col gap-3" data-testid="plan-editor-requirements">
        <legend className="text-sm font-semibold text-ink">{t('research:plan.fields.dataRequirements')}</legend>
        <FieldError id="plan-requirements-error" message={error('data_requirements')} />
        {draft.requirements.map((requirement, index) => (
          <RequirementFields
            key={requirement.key}
            index={index}
            requirement={requirement}
            error={error}
            onChange={(change) => updateRequirement(index, change)}
            onRemove={() => update({ requirements: draft.requirements.filter((_, at) => at !== index) })}
          />
        ))}
        <button
          type="button"
          className={buttonClass('secondary', 'self-start text-xs')}
          onClick={() => update({ requirements: [...draft.requirements, emptyRequirement(draft)] })}
          disabled={draft.requirements.length >= RESEARCH_LIMITS.requirements}
          data-testid="plan-requirement-add"
        >
          {t('research:plan.addRequirement')}
        </button>
      </fieldset>

      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={isSaving}>
          {t('research:plan.cancel')}
        </button>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={isSaving}
          aria-busy={isSaving}
          data-testid="plan-save"
        >
          {isSaving ? t('research:plan.states.saving') : t('research:plan.save')}
        </button>
      </div>
    </form>
  );
}

/** One data requirement's fields: the ticker for DCF and comparables, the searches for the others. */
function RequirementFields({
  index,
  requirement,
  error,
  onChange,
  onRemove,
}: {
  index: number;
  requirement: TDraftRequirement;
  error: (path: string) => string | undefined;
  onChange: (change: Partial<TDraftRequirement>) => void;
  onRemove: () => void;
}) {
  const { t } = useAppTranslation();
  const path = `data_requirements.${index}`;
  const isCompany = needsTicker(requirement.type);
  return (
    <div className="flex flex-col gap-2 rounded-md border border-line p-3" data-testid="plan-editor-requirement">
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-medium text-ink-muted">{t('research:plan.requirement', { number: index + 1 })}</p>
        <button
          type="button"
          className={buttonClass('ghost', 'px-2 py-1 text-xs')}
          onClick={onRemove}
          aria-label={t('research:plan.removeRequirement', { number: index + 1 })}
          data-testid="plan-requirement-remove"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <PlanTextField
          name={`${path}.requirement_id`}
          label={t('research:plan.fields.requirementId')}
          value={requirement.requirementId}
          onChange={(requirementId) => onChange({ requirementId })}
          error={error(`${path}.requirement_id`)}
        />
        <PlanSelectField
          name={`${path}.type`}
          label={t('research:plan.fields.type')}
          value={requirement.type}
          options={REQUIREMENT_TYPES.map((type) => ({ value: type, label: t(REQUIREMENT_TYPE_LABELS[type]) }))}
          onChange={(type) => onChange({ type })}
          error={error(`${path}.type`)}
        />
        {isCompany ? (
          <PlanTextField
            name={`${path}.ticker`}
            label={t('research:plan.fields.ticker')}
            value={requirement.ticker}
            onChange={(ticker) => onChange({ ticker })}
            error={error(`${path}.ticker`)}
          />
        ) : (
          <PlanTextField
            name={`${path}.max_results_per_query`}
            label={t('research:plan.fields.maxResults')}
            value={requirement.maxResults}
            inputMode="numeric"
            onChange={(maxResults) => onChange({ maxResults })}
            error={error(`${path}.max_results_per_query`)}
          />
        )}
      </div>
      {isCompany ? null : (
        <>
          <PlanTextField
            name={`${path}.search_queries`}
            label={t('research:plan.fields.searchQueries')}
            hint={t('research:plan.onePerLine')}
            value={requirement.queries}
            rows={3}
            onChange={(queries) => onChange({ queries })}
            error={error(`${path}.search_queries`)}
          />
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name={`${path}.include_images`}
              checked={requirement.includeImages}
              onChange={(event) => onChange({ includeImages: event.target.checked })}
              className="size-4 accent-accent"
            />
            {t('research:plan.fields.includeImages')}
          </label>
        </>
      )}
    </div>
  );
}
