import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/notify';
import type { SongDetails, SongDetailsChanges } from '../../../shared/schemas/details';
import { ApiError } from '../../lib/api-client';
import { useAutosave, type AutosaveStatus, type PreparedSave } from '../../hooks/use-autosave';
import { sendDetailsOnPageHide, useSaveDetails } from './api/details';
import {
  DETAILS_AUTOSAVE_MS,
  detailsServerErrors,
  formValuesFromDetails,
  shouldAutosave,
  validateDetailsForm,
  type DetailsField,
  type DetailsFieldError,
  type DetailsFormValues,
} from './lib/details-form';

/** A field's message: a client check (translated by code) or the server's own words. */
export type ShownFieldError = DetailsFieldError | { code: 'server'; message: string };

interface DetailsSave {
  changes: SongDetailsChanges;
  /** The form's values the changes came from, to tell whether typing went on meanwhile. */
  values: DetailsFormValues;
}

/**
 * The details form's state and its auto-save (part 2 §4): 5 s after the last change, when
 * any field has a value and the form passes the shared checks; a pending change is also sent
 * when the tab unmounts and when the page is hidden. Errors show once a field is left (or a
 * save is attempted), and leave as soon as the value is fixed. With the account's auto-save off
 * (`autoSave` false) nothing is sent until `saveNow` (the Save button), and leaving sends nothing.
 */
export function useDetailsAutosave(projectId: string, details: SongDetails, autoSave = true) {
  const { t } = useTranslation('details');
  const handleFailure = useCallback(() => toast.error(t('status.failed')), [t]);
  const { mutateAsync } = useSaveDetails(projectId, handleFailure);
  const [values, setValues] = useState(() => formValuesFromDetails(details));
  const valuesRef = useRef(values);
  const [savedOnce, setSavedOnce] = useState(details.updatedAt !== null);
  const [revealed, setRevealed] = useState<ReadonlySet<DetailsField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const validation = useMemo(() => validateDetailsForm(values), [values]);
  const savedValues = useMemo(() => formValuesFromDetails(details), [details]);
  const savedValuesRef = useRef(savedValues);
  savedValuesRef.current = savedValues;

  const prepare = (next: DetailsFormValues): PreparedSave<DetailsSave> => {
    // Nothing typed anywhere, and nothing stored to clear: no empty record is created.
    if (!shouldAutosave(next, savedValuesRef.current)) return { kind: 'unchanged' };
    const checked = validateDetailsForm(next);
    if (!checked.ok) {
      // A save attempt shows every refused field, not only the ones left so far.
      setRevealed(new Set(Object.keys(checked.errors) as DetailsField[]));
      return { kind: 'blocked' };
    }
    return { kind: 'send', payload: { changes: checked.changes, values: next } };
  };

  const send = async ({ changes, values: sent }: DetailsSave): Promise<boolean> => {
    try {
      const saved = await mutateAsync(changes);
      setSavedOnce(true);
      // Show what was stored (ISRC with dashes, tags tidied) unless typing went on meanwhile.
      if (valuesRef.current === sent) {
        valuesRef.current = formValuesFromDetails(saved);
        setValues(valuesRef.current);
      }
      return true;
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(detailsServerErrors(error.fieldErrors));
      return false;
    }
  };

  const autosave = useAutosave({
    prepare,
    send,
    delayMs: DETAILS_AUTOSAVE_MS,
    autoSave,
    initialStatus: details.updatedAt !== null ? 'saved' : 'idle',
    sendOnPageHide: ({ changes }) => sendDetailsOnPageHide(projectId, changes),
  });
  // Edits the server does not have yet (waiting, being sent, refused or failed).
  const dirty = autosave.status !== 'idle' && autosave.status !== 'saved';

  const setField = (field: DetailsField, value: string) => {
    const next = { ...valuesRef.current, [field]: value };
    valuesRef.current = next;
    setValues(next);
    setServerErrors(({ [field]: _fixed, ...others }) => others);
    autosave.change(next);
  };

  const revealField = (field: DetailsField) =>
    setRevealed((current) => (current.has(field) ? current : new Set([...current, field])));

  const errorOf = (field: DetailsField): ShownFieldError | undefined => {
    const server = serverErrors[field];
    if (server) return { code: 'server', message: server };
    if (validation.ok || !revealed.has(field)) return undefined;
    return validation.errors[field];
  };

  const showsInvalid =
    !validation.ok && Object.keys(validation.errors).some((f) => revealed.has(f as DetailsField));
  const settled: AutosaveStatus = savedOnce ? 'saved' : 'idle';
  const { status: saving } = autosave;
  // A refused field shown on screen says 'blocked' before a waiting timer or an old failure.
  const status: AutosaveStatus =
    saving === 'saving'
      ? 'saving'
      : dirty && showsInvalid
        ? 'blocked'
        : saving === 'error' || saving === 'unsaved'
          ? saving
          : saving === 'pending' && shouldAutosave(values, savedValues)
            ? 'pending'
            : settled;

  return {
    values: values satisfies DetailsFormValues,
    status,
    dirty,
    setField,
    revealField,
    errorOf,
    saveNow: () => void autosave.flush(),
  };
}
