import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { Split, SplitType } from '../../../../shared/schemas/splits';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateSplit, useUpdateSplit } from '../api/splits';
import {
  changedSplitFields,
  checkSplitForm,
  EMPTY_SPLIT_FORM,
  formFieldErrors,
  NO_SPLIT_LINKS,
  splitFormValues,
  type SplitFormField,
  type SplitLinks,
  type SplitFormValues,
} from '../lib/split-form';
import { formatPercent } from '../lib/split-list';
import type { FieldError } from './split-form-field';

const FIELDS: readonly SplitFormField[] = ['name', 'email', 'percentage', 'description'];
export const splitFieldId = (field: SplitFormField) => `split-form-${field}`;

type FieldErrors = Partial<Record<SplitFormField, FieldError>>;

interface UseSplitFormOptions {
  projectId: string;
  type: SplitType;
  /** The split to edit; null adds a new one. */
  split: Split | null;
  onSaved: () => void;
}

/**
 * The add/edit form's state and submit: checks with the shared schema (nothing is sent when it
 * refuses), then POST or PUT; a server refusal lands on its field (or the form) and keeps the
 * values, the first field at fault takes the focus.
 */
export function useSplitForm({ projectId, type, split, onSaved }: UseSplitFormOptions) {
  const { t } = useTranslation('splits');
  const create = useCreateSplit(projectId);
  const update = useUpdateSplit(projectId);
  const busy = create.isPending || update.isPending;
  const [values, setValues] = useState<SplitFormValues>(() =>
    split ? splitFormValues(split) : EMPTY_SPLIT_FORM,
  );
  const [links, setLinks] = useState<SplitLinks>(() =>
    split ? { memberProfileId: split.memberProfileId, creditId: split.creditId } : NO_SPLIT_LINKS,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const show = (fields: FieldErrors, message: string | null) => {
    setErrors(fields);
    setFormError(message);
    const first = FIELDS.find((field) => fields[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${splitFieldId(first)}`)?.focus();
  };

  const handleFailure = (failure: unknown, fallback: string) => {
    const fields = failure instanceof ApiError ? formFieldErrors(failure.fieldErrors) : {};
    const shown: FieldErrors = {};
    for (const field of FIELDS) if (fields[field]) shown[field] = { message: fields[field] };
    show(shown, Object.keys(shown).length ? null : errorMessage(failure, fallback));
    toast.error(errorMessage(failure, fallback));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkSplitForm(values, type, links);
    if (!check.ok) {
      const shown: FieldErrors = {};
      for (const [field, key] of Object.entries(check.errors) as [SplitFormField, string][]) {
        shown[field] = {
          title: key === 'invalidPercentage' ? t('form.invalidPercentageTitle') : undefined,
          message: t(`form.errors.${key}`),
        };
      }
      return show(shown, null);
    }
    show({}, null);
    const { input } = check;
    const saved = (message: string) => {
      toast.success(message, {
        description: `${input.name} · ${formatPercent(input.percentage)}`,
      });
      onSaved();
    };
    if (split) {
      const changes = changedSplitFields(split, input);
      // Nothing changed: no request, and no history entry that says nothing.
      if (Object.keys(changes).length === 0) return onSaved();
      update.mutate(
        { splitId: split.id, input: changes },
        {
          onSuccess: () => saved(t('toasts.updated')),
          onError: (failure) => handleFailure(failure, t('toasts.updateFailed')),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => saved(t('toasts.added')),
        onError: (failure) => handleFailure(failure, t('toasts.addFailed')),
      });
    }
  };

  const setField = (field: SplitFormField) => (text: string) =>
    setValues((current) => ({ ...current, [field]: text }));

  /** Links the split to a member or credit, filling in their name and e-mail when chosen. */
  const setLink = (
    link: Partial<SplitLinks>,
    person: { name: string; email: string | null } | null,
  ) => {
    setLinks((current) => ({ ...current, ...link }));
    if (person) {
      setValues((current) => ({
        ...current,
        name: person.name,
        email: person.email ?? current.email,
      }));
    }
  };

  return { values, setField, links, setLink, errors, formError, busy, formRef, handleSubmit };
}
