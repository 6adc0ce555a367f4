import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/notify';
import type { SongDetails } from '../../../shared/schemas/details';
import { ApiError } from '../../lib/api-client';
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

export type AutosaveStatus =
  'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'failed' | 'unsaved';

/** A field's message: a client check (translated by code) or the server's own words. */
export type ShownFieldError = DetailsFieldError | { code: 'server'; message: string };

type FlushReason = 'timer' | 'submit' | 'leave' | 'pagehide';

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
  const save = useSaveDetails(projectId, handleFailure);
  const [values, setValues] = useState(() => formValuesFromDetails(details));
  // Edits made vs edits saved: the form is dirty while they differ.
  const [edits, setEdits] = useState(0);
  const [savedEdits, setSavedEdits] = useState(0);
  const [failed, setFailed] = useState(false);
  const [savedOnce, setSavedOnce] = useState(details.updatedAt !== null);
  const [revealed, setRevealed] = useState<ReadonlySet<DetailsField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const validation = useMemo(() => validateDetailsForm(values), [values]);
  const dirty = edits !== savedEdits;
  const editsRef = useRef(edits);
  const queued = useRef(false);
  const autoSaveRef = useRef(autoSave);
  autoSaveRef.current = autoSave;

  const savedValues = useMemo(() => formValuesFromDetails(details), [details]);

  const flush = (reason: FlushReason) => {
    if (!dirty || !shouldAutosave(values, savedValues)) return;
    if (!validation.ok) {
      if (reason === 'timer' || reason === 'submit') {
        setRevealed(new Set(Object.keys(validation.errors) as DetailsField[]));
      }
      return;
    }
    if (reason === 'pagehide') return sendDetailsOnPageHide(projectId, validation.changes);
    // One save at a time, so answers cannot land out of order; leaving cannot wait, though.
    if (save.isPending && reason !== 'leave') {
      queued.current = true;
      return;
    }
    const sent = edits;
    save.mutate(validation.changes, {
      onSuccess: (saved) => {
        setSavedEdits(sent);
        setFailed(false);
        setSavedOnce(true);
        // Show what was stored (ISRC with dashes, tags tidied) unless typing went on meanwhile.
        if (editsRef.current === sent) setValues(formValuesFromDetails(saved));
      },
      onError: (error) => {
        setFailed(true);
        if (error instanceof ApiError) setServerErrors(detailsServerErrors(error.fieldErrors));
      },
    });
  };
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
    editsRef.current = edits;
  });

  useEffect(() => {
    if (!dirty || !autoSave) return;
    const timer = setTimeout(() => flushRef.current('timer'), DETAILS_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [dirty, edits, autoSave]);

  useEffect(() => {
    if (save.isPending || !queued.current) return;
    queued.current = false;
    flushRef.current(autoSaveRef.current ? 'timer' : 'submit');
  }, [save.isPending]);

  useEffect(() => {
    const handlePageHide = () => {
      if (autoSaveRef.current) flushRef.current('pagehide');
    };
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      window.removeEventListener('pagehide', handlePageHide);
      if (autoSaveRef.current) flushRef.current('leave');
    };
  }, []);

  const setField = (field: DetailsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdits((count) => count + 1);
    // A new change gets a new attempt; a failure shows again if that one fails too.
    setFailed(false);
    setServerErrors(({ [field]: _fixed, ...others }) => others);
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
  const status: AutosaveStatus = save.isPending
    ? 'saving'
    : dirty && showsInvalid
      ? 'invalid'
      : failed
        ? 'failed'
        : dirty && !autoSave
          ? 'unsaved'
          : dirty && shouldAutosave(values, savedValues)
            ? 'pending'
            : savedOnce
              ? 'saved'
              : 'idle';

  return {
    values: values satisfies DetailsFormValues,
    status,
    dirty,
    setField,
    revealField,
    errorOf,
    saveNow: () => flush('submit'),
  };
}
