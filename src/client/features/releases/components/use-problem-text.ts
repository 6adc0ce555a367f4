import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/api-error-text';
import type { FieldProblem } from '../lib/release-form';

/** A field's problem in the person's language: the releases text, else the error catalogue's. */
export function useProblemText() {
  const { t } = useTranslation('releases');
  return useCallback(
    (problem: FieldProblem) =>
      problem.key ? t(problem.key) : fieldErrorText(problem.message) || t('form.errors.invalid'),
    [t],
  );
}
