import { CheckCircle2, Send, XCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import {
  DEFAULT_INVITED_ROLE,
  INVITE_EMAIL_EXAMPLE,
  INVITED_ROLES,
  type InvitedRole,
} from '../../../../shared/schemas/collaborations';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { useInvite } from '../api/collaborations';
import { useSite } from '../../../lib/queries/site';
import { inviteEmailState } from '../lib/invite-email';
import {
  InviteLinkField,
  originOf,
  useInviteLinkNote,
  type InviteLinkOrigin,
} from './invite-link-field';
import { BusyIcon } from '../../../components/busy-icon';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';

/** The owner's invite form (part 2 §5): e-mail with an inline hint, role, Send. */
export function InviteForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation('collaborations');
  const ids = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>(DEFAULT_INVITED_ROLE);
  // No e-mail carried the invitation (a demo studio, no SMTP server): the server answers its
  // link, for the owner to send by hand.
  const [handLink, setHandLink] = useState<{
    link: string;
    email: string;
    origin: InviteLinkOrigin;
  } | null>(null);
  const linkNote = useInviteLinkNote();
  const emailConfigured = useSite().data?.emailConfigured ?? true;
  const invite = useInvite(projectId);
  const state = inviteEmailState(email);
  const hintId = `${ids}-hint`;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'valid') {
      toast.error(t('invite.invalidTitle'), {
        description: t('invite.invalidBody', { example: INVITE_EMAIL_EXAMPLE }),
      });
      return;
    }
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (result) => {
          const invited = result.collaboration.inviteEmail;
          const origin = originOf(result);
          if (origin === 'queued')
            toast.success(t('invite.queued'), { description: linkNote(invited, origin) });
          else if (origin === 'sent')
            toast.success(t('invite.sent'), { description: result.message });
          else toast.success(t('invite.created'), { description: linkNote(invited, origin) });
          setHandLink({ link: result.inviteLink, email: invited, origin });
          setEmail('');
          setRole(DEFAULT_INVITED_ROLE);
        },
        onError: (failure) =>
          toast.error(t('invite.failedTitle'), {
            description: errorMessage(failure, t('invite.failed')),
          }),
      },
    );
  };

  return (
    <Card as="section" aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`} className="text-base font-semibold text-zinc-100">
        {t('invite.heading')}
      </h3>
      <p className="mt-1 text-sm text-zinc-400">
        {t(emailConfigured ? 'invite.intro' : 'invite.introNoMail')}
      </p>
      <form
        onSubmit={handleSubmit}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
      >
        <div>
          <label
            htmlFor={`${ids}-email`}
            className="mb-1.5 block text-sm font-medium text-zinc-300"
          >
            {t('invite.email')}
          </label>
          <Input
            id={`${ids}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder={INVITE_EMAIL_EXAMPLE}
            aria-invalid={state === 'invalid'}
            aria-describedby={state === 'empty' ? undefined : hintId}
          />
          {state !== 'empty' && (
            <p
              id={hintId}
              aria-live="polite"
              className={`mt-1.5 flex items-center gap-1.5 text-xs ${state === 'valid' ? 'text-emerald-300' : 'text-red-300'}`}
            >
              {state === 'valid' ? (
                <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
              ) : (
                <XCircle className="h-3.5 w-3.5" aria-hidden />
              )}
              {state === 'valid' ? t('invite.hintValid') : t('invite.hintInvalid')}
            </p>
          )}
        </div>
        <SelectField
          id={`${ids}-role`}
          label={t('invite.role')}
          value={role}
          onChange={(e) => setRole(e.target.value as InvitedRole)}
        >
          {INVITED_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </SelectField>
        <Button
          type="submit"
          busy={invite.isPending}
          disabled={state !== 'valid'}
          className="sm:mt-7"
        >
          <BusyIcon busy={invite.isPending} icon={Send} />
          {invite.isPending ? t('invite.sending') : t('invite.send')}
        </Button>
      </form>
      {handLink && <InviteLinkField {...handLink} />}
    </Card>
  );
}
