import { localizeIssues, type TFieldError } from '@app/contract';
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError, NetworkError } from '../api/errors';
import { currentLanguage } from '../i18n/i18n';
import { useAppTranslation } from '../i18n/use-app-translation';
import { readFormValues } from './read-form-values';

/**
 * A form validated with a contract schema, the very one the server checks. Field messages are
 * localized at render time, so they follow a language switch; server errors are shown next to their
 * fields when the server names one, otherwise in the form's alert.
 */
export function useContractForm<TSchema extends z.ZodType>(
  schema: TSchema,
  onValid: (data: z.output<TSchema>, form: HTMLFormElement) => void,
) {
  const { t, i18n } = useAppTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [issues, setIssues] = useState<readonly z.core.$ZodIssue[]>([]);
  const [serverFields, setServerFields] = useState<readonly TFieldError[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const localized = localizeIssues(issues, currentLanguage(i18n));

  function validate(form: HTMLFormElement): { data: z.output<TSchema> } | null {
    // reportInput keeps each issue's input, which zod's locales need to word built-in checks.
    const result = schema.safeParse(readFormValues(form), { reportInput: true });
    setIssues(result.success ? [] : result.error.issues);
    if (result.success) return { data: result.data };
    focusFirstField(
      form,
      result.error.issues.map((issue) => issue.path.join('.')),
    );
    return null;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setHasSubmitted(true);
    setServerFields([]);
    setFormError(null);
    const form = event.currentTarget;
    const result = validate(form);
    if (result) onValid(result.data, form);
  }

  /** After a first submit, re-check as the user types, so a message goes away once fixed. */
  function handleChange(event: FormEvent<HTMLFormElement>): void {
    const target = event.target as { name?: unknown };
    setServerFields((fields) => fields.filter((field) => field.path !== target.name));
    if (!hasSubmitted) return;
    const result = schema.safeParse(readFormValues(event.currentTarget), { reportInput: true });
    setIssues(result.success ? [] : result.error.issues);
  }

  /** Shows a failed submission. Network failures already raised a toast, so they add nothing here. */
  function showError(error: unknown): void {
    if (error instanceof NetworkError) return;
    if (!(error instanceof ApiError)) {
      setFormError(t('common:errors.unexpected'));
      return;
    }
    const form = formRef.current;
    const onForm = error.fields.filter((field) => form?.elements.namedItem(field.path));
    setServerFields(onForm);
    // A field the form does not show cannot carry its message: the envelope message says it all.
    setFormError(onForm.length > 0 && onForm.length === error.fields.length ? null : error.message);
    if (form)
      focusFirstField(
        form,
        onForm.map((field) => field.path),
      );
  }

  function fieldError(name: string): string | undefined {
    return (
      localized.find((issue) => issue.path === name)?.message ??
      serverFields.find((field) => field.path === name)?.message
    );
  }

  /** Clears every message, e.g. after a successful submit. */
  function reset(): void {
    setIssues([]);
    setServerFields([]);
    setFormError(null);
    setHasSubmitted(false);
  }

  const formProps = { ref: formRef, noValidate: true, onSubmit: handleSubmit, onChange: handleChange };
  return { formProps, fieldError, formError, showError, reset };
}

/** Focuses the first of the named fields in the order the form shows them, so the user starts at the top. */
function focusFirstField(form: HTMLFormElement, names: readonly string[]): void {
  const field = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && names.includes(element.getAttribute('name') ?? ''),
  );
  field?.focus();
}
