import { Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_PASSWORD_MAX } from '../../../../shared/schemas/share-links';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUnlockSharedLink } from '../api/shared-link';

/** The link's password, asked before anything of it shows (POST /api/s/{token}/unlock). */
export function UnlockForm({ token }: { token: string }) {
  const { t } = useTranslation('share-links');
  const id = useId();
  const [password, setPassword] = useState('');
  const unlock = useUnlockSharedLink(token);
  const problem = unlock.error
    ? unlock.error instanceof ApiError && unlock.error.status === 401
      ? t('unlock.wrong')
      : errorMessage(unlock.error, t('tryAgain'))
    : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || unlock.isPending) return;
    unlock.mutate(password);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-md rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6"
    >
      <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-600/15 text-brand-300">
        <Lock className="h-6 w-6" aria-hidden />
      </span>
      <h1 id={`${id}-title`} className="text-xl font-semibold text-white">
        {t('unlock.title')}
      </h1>
      <p className="mt-1 text-sm text-zinc-400">{t('unlock.body')}</p>
      <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-4">
        <TextField
          id={`${id}-password`}
          type="password"
          label={t('unlock.password')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (unlock.error) unlock.reset();
          }}
          maxLength={SHARE_PASSWORD_MAX}
          autoComplete="current-password"
          error={problem}
          announceError
          autoFocus
        />
        <Button type="submit" busy={unlock.isPending} disabled={password === ''} className="w-full">
          {unlock.isPending ? t('unlock.checking') : t('unlock.submit')}
        </Button>
      </form>
    </section>
  );
}
