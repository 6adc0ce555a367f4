import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/notify';
import type { Profile } from '../../../shared/schemas/profile';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useUpdateProfile } from './api/profile';
import {
  formValuesFromProfile,
  problemsFromServer,
  validateProfileForm,
  type EditableProfileField,
  type ProfileFormErrors,
  type ProfileFormValues,
} from './lib/profile-form';

export interface ProfileEditor {
  editing: boolean;
  /** The form's text while editing, else null. */
  values: ProfileFormValues | null;
  errors: ProfileFormErrors;
  pending: boolean;
  start: () => void;
  /** Leaves edit mode; the stored profile shows again (spec: "Cancel reverts"). */
  cancel: () => void;
  change: (field: EditableProfileField, value: string) => void;
  save: () => void;
}

/** The profile page's view/edit modes (part 1 §2, §4): one form across the editable tabs. */
export function useProfileEditor(profile: Profile | undefined): ProfileEditor {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  // The draft remembers whose it is: after a profile switch it must never be saved to the new one.
  const [draft, setDraft] = useState<{ profileId: string; values: ProfileFormValues } | null>(null);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const values = draft && profile && draft.profileId === profile.id ? draft.values : null;

  const start = useCallback(() => {
    if (!profile) return;
    setDraft({ profileId: profile.id, values: formValuesFromProfile(profile) });
    setErrors({});
  }, [profile]);

  const cancel = useCallback(() => {
    setDraft(null);
    setErrors({});
  }, []);

  const change = useCallback((field: EditableProfileField, value: string) => {
    setDraft((current) =>
      current ? { ...current, values: { ...current.values, [field]: value } } : current,
    );
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  const save = () => {
    if (!values || update.isPending) return;
    const checked = validateProfileForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(t('toast.fixFields'));
      return;
    }
    update.mutate(checked.changes, {
      onSuccess: () => {
        setDraft(null);
        setErrors({});
        toast.success(t('toast.updated'));
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(problemsFromServer(error.fieldErrors));
        // Part 1 §8: "Failed to update profile", with the server's reason when it gave one.
        toast.error(t('toast.updateFailed'), {
          description: errorMessage(error, t('toast.tryAgain')),
        });
      },
    });
  };

  return {
    editing: values !== null,
    values,
    errors,
    pending: update.isPending,
    start,
    cancel,
    change,
    save,
  };
}
