import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { ACCOUNT_ROLES } from '../../../../shared/constants';
import {
  adminUserCreateSchema,
  PASSWORD_LINK_TTL_DAYS,
  type AdminUserCreate,
} from '../../../../shared/schemas/admin';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAddUser } from '../api/users';
import { AdminDialog } from './admin-dialog';
import { TextField } from '../../../components/ui/text-field';
import { SelectField } from './form-fields';
import { DialogActions } from '../../../components/ui/dialog';

type Values = Required<AdminUserCreate>;
const EMPTY: Values = { email: '', firstName: '', lastName: '', role: 'user' };

/** Add User: the account is created and the person gets a link to choose a password. */
export function AddUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const add = useAddUser();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onOpenChange(false);
  };
  const field = (name: 'email' | 'firstName' | 'lastName') => ({
    id: `admin-add-${name}`,
    label: t(`users.add.fields.${name}`),
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (e: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: e.target.value })),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The same schema as the server: the same messages, before a request is sent.
    const parsed = adminUserCreateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (created) => {
        const key = `users.add.delivery.${created.delivery}` as const;
        (created.delivery === 'failed' ? toast.warning : toast.success)(
          t(key, { email: created.user.email }),
        );
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setErrors({ email: error.shownMessage });
        } else if (error instanceof ApiError) setErrors(error.fieldErrors);
        toast.error(errorMessage(error, t('users.add.failed')));
      },
    });
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      pending={add.isPending}
      title={t('users.add.title')}
      description={t('users.add.description', { days: PASSWORD_LINK_TTL_DAYS })}
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <TextField {...field('email')} type="email" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('firstName')} autoComplete="off" />
          <TextField {...field('lastName')} autoComplete="off" />
        </div>
        <SelectField
          id="admin-add-role"
          label={t('users.columns.role')}
          value={values.role}
          onChange={(role) =>
            setValues((current) => ({ ...current, role: role as Values['role'] }))
          }
          options={ACCOUNT_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
        />
        <DialogActions
          className="pt-1"
          actionLabel={t('users.add.submit')}
          pending={add.isPending}
        />
      </form>
    </AdminDialog>
  );
}
