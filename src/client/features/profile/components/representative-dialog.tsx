import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import {
  createRepresentativeSchema,
  REPRESENTATIVE_ROLES,
  type Representative,
} from '../../../../shared/schemas/profile-overview';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAddRepresentative, useEditRepresentative } from '../api/representatives';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select';
import { FieldInput } from './profile-field';
import { problemOfMessage, type ProfileFieldProblem } from '../lib/profile-form';

type FormField = 'name' | 'role' | 'email' | 'phone';
type Values = Record<FormField, string>;

/** The first problem per field of a parse or a server answer. */
function problemsOf(entries: [string, string][]): Partial<Record<FormField, ProfileFieldProblem>> {
  const problems: Partial<Record<FormField, ProfileFieldProblem>> = {};
  for (const [field, message] of entries) {
    if (['name', 'role', 'email', 'phone'].includes(field)) {
      problems[field as FormField] ??= problemOfMessage(message);
    }
  }
  return problems;
}

interface RepresentativeDialogProps {
  /** The representative to edit, or null to add one. */
  representative: Representative | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or edit a representative: name and role required, e-mail and phone checked if given. */
export function RepresentativeDialog({
  representative,
  open,
  onOpenChange,
}: RepresentativeDialogProps) {
  const { t } = useTranslation('profile');
  const add = useAddRepresentative();
  const edit = useEditRepresentative();
  const pending = add.isPending || edit.isPending;
  const [values, setValues] = useState<Values>(() => ({
    name: representative?.name ?? '',
    role: representative?.role ?? 'manager',
    email: representative?.email ?? '',
    phone: representative?.phone ?? '',
  }));
  const [problems, setProblems] = useState<Partial<Record<FormField, ProfileFieldProblem>>>({});
  const set = (field: FormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  /** A text field of the form: its label, value, problem, and no autofill of the user's own data. */
  const field = (name: Exclude<FormField, 'role'>) => ({
    id: `representative-${name}`,
    label: t(`representatives.${name}`),
    value: values[name],
    onChange: set(name),
    problem: problems[name],
    autoComplete: 'off',
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createRepresentativeSchema.safeParse(values);
    if (!parsed.success) {
      setProblems(problemsOf(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    const done = {
      onSuccess: () => {
        toast.success(t(representative ? 'representatives.updated' : 'representatives.added'));
        onOpenChange(false);
      },
      onError: (error: Error) => {
        if (error instanceof ApiError) setProblems(problemsOf(Object.entries(error.fieldErrors)));
        toast.error(t('representatives.saveFailed'), {
          description: errorMessage(error, t('toast.tryAgain')),
        });
      },
    };
    if (representative) edit.mutate({ id: representative.id, changes: parsed.data }, done);
    else add.mutate(parsed.data, done);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        width="md"
        title={t(representative ? 'representatives.editTitle' : 'representatives.addTitle')}
        description={t('representatives.dialogBody')}
      >
        <form noValidate onSubmit={handleSubmit} className="mt-5 space-y-4">
          <FieldInput {...field('name')} maxLength={120} />
          <SelectField
            id="representative-role"
            label={t('representatives.role')}
            value={values.role}
            onChange={(event) => set('role')(event.target.value)}
          >
            {REPRESENTATIVE_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`representatives.roles.${role}`)}
              </option>
            ))}
          </SelectField>
          <FieldInput {...field('email')} type="email" />
          <FieldInput {...field('phone')} type="tel" />
          <DialogActions
            className="pt-2"
            actionLabel={t('common:save')}
            pendingLabel={t('edit.saving')}
            pending={pending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
