import { Link2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../shared/constants';
import {
  SHARE_PASSWORD_MAX,
  SHARE_RECIPIENT_NAME_MAX,
  type CreatedShareLink,
} from '../../../../shared/schemas/share-links';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { DialogActions } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useCreateShareLink } from '../api/share-links';
import {
  emptyShareForm,
  expiryBounds,
  shareLinkRequest,
  type ShareForm,
  type ShareTarget,
} from '../lib/share-form';
import { VersionField } from './version-field';

interface ShareLinkFormProps {
  target: ShareTarget;
  onBusyChange: (busy: boolean) => void;
  onCreated: (link: CreatedShareLink, recipientName: string) => void;
}

/** The recipient, the link's limits and (for a song) the version; Create makes the link. */
export function ShareLinkForm({ target, onBusyChange, onCreated }: ShareLinkFormProps) {
  const { t } = useTranslation('share-links');
  const ids = useId();
  const [form, setForm] = useState<ShareForm>(() => emptyShareForm(target));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateShareLink();
  const bounds = expiryBounds(new Date());

  const set = <K extends keyof ShareForm>(key: K, value: ShareForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    // The field's problem goes once it is edited; the others stay until the next try.
    const field = key === 'expiresOn' ? 'expiresAt' : key;
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = shareLinkRequest(target, form);
    if (!request.ok) {
      setErrors(request.errors);
      return;
    }
    onBusyChange(true);
    create.mutate(request.payload, {
      onSuccess: (link) => onCreated(link, request.payload.recipientName),
      onError: (error) =>
        toast.error(t('dialog.createFailed'), { description: errorMessage(error, t('tryAgain')) }),
      onSettled: () => onBusyChange(false),
    });
  };

  const field = (name: 'recipientName' | 'recipientEmail' | 'password') => ({
    id: `${ids}-${name}`,
    error: errors[name],
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-4">
      <TextField
        {...field('recipientName')}
        label={t('form.recipientName')}
        value={form.recipientName}
        onChange={(event) => set('recipientName', event.target.value)}
        maxLength={SHARE_RECIPIENT_NAME_MAX}
        autoComplete="off"
        required
        autoFocus
      />
      <TextField
        {...field('recipientEmail')}
        type="email"
        label={t('form.recipientEmail')}
        optionalLabel={t('form.optional')}
        hint={t('form.recipientEmailHint')}
        value={form.recipientEmail}
        onChange={(event) => set('recipientEmail', event.target.value)}
        autoComplete="off"
      />
      <SelectField
        id={`${ids}-language`}
        label={t('form.language')}
        value={form.recipientLanguage}
        onChange={(event) =>
          set('recipientLanguage', event.target.value as ShareForm['recipientLanguage'])
        }
      >
        <option value="">{t('form.languageUnset')}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`common:languages.${language}`)}
          </option>
        ))}
      </SelectField>
      {target.type === 'audio' && (
        <VersionField
          id={`${ids}-version`}
          audioId={target.id}
          value={form.version}
          onChange={(version) => set('version', version)}
        />
      )}
      <TextField
        id={`${ids}-expiresOn`}
        error={errors.expiresAt}
        type="date"
        label={t('form.expiresOn')}
        optionalLabel={t('form.optional')}
        hint={t('form.expiresOnHint')}
        min={bounds.min}
        max={bounds.max}
        value={form.expiresOn}
        onChange={(event) => set('expiresOn', event.target.value)}
      />
      <TextField
        {...field('password')}
        type="password"
        label={t('form.password')}
        optionalLabel={t('form.optional')}
        hint={t('form.passwordHint')}
        value={form.password}
        onChange={(event) => set('password', event.target.value)}
        maxLength={SHARE_PASSWORD_MAX}
        autoComplete="new-password"
      />
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-zinc-300">{t('form.allows')}</legend>
        <CheckboxField
          label={t('form.allowDownload')}
          checked={form.allowDownload}
          onCheckedChange={(checked) => set('allowDownload', checked)}
        />
        <CheckboxField
          label={t('form.allowComments')}
          checked={form.allowComments}
          onCheckedChange={(checked) => set('allowComments', checked)}
        />
      </fieldset>
      {errors.target && (
        <p role="alert" className="text-sm text-red-400">
          {errors.target}
        </p>
      )}
      <DialogActions
        className="pt-2"
        actionLabel={t('form.create')}
        pendingLabel={t('form.creating')}
        pending={create.isPending}
        actionIcon={Link2}
      />
    </form>
  );
}
