import { ArrowRight, PartyPopper, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../lib/notify';
import { useProject } from '../../../lib/queries/projects';
import { IconButton } from '../../../components/ui/icon-button';

/** What /register reported in the landing URL (`?registered=true&project=…|invitation=unusable`). */
type Arrival = { kind: 'joined'; projectId: string } | { kind: 'unusable' } | null;

/**
 * After /register: a plain sign-up is greeted with a toast; one from an invitation gets a banner
 * naming the joined project with a link to it (or saying the invitation could not be used).
 * The query flags are dropped at once, so a reload does not greet again.
 */
export function RegisteredWelcome() {
  const { t } = useTranslation('dashboard');
  const [searchParams, setSearchParams] = useSearchParams();
  const [arrival, setArrival] = useState<Arrival>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || searchParams.get('registered') !== 'true') return;
    handled.current = true;
    const projectId = searchParams.get('project');
    if (projectId) setArrival({ kind: 'joined', projectId });
    else if (searchParams.get('invitation') === 'unusable') setArrival({ kind: 'unusable' });
    else toast.success(t('registeredTitle'), { description: t('registeredBody') });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const flag of ['registered', 'project', 'invitation']) next.delete(flag);
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams, t]);

  if (!arrival) return null;
  return arrival.kind === 'joined' ? (
    <JoinedBanner projectId={arrival.projectId} onDismiss={() => setArrival(null)} />
  ) : (
    <Banner tone="warning" onDismiss={() => setArrival(null)}>
      <p className="font-semibold text-amber-100">{t('collaborations:welcome.unusableTitle')}</p>
      <p className="mt-1 text-sm text-amber-100/80">{t('collaborations:welcome.unusableBody')}</p>
    </Banner>
  );
}

function JoinedBanner({ projectId, onDismiss }: { projectId: string; onDismiss: () => void }) {
  const { t } = useTranslation('collaborations');
  const project = useProject(projectId);
  const title = project.data?.title;
  return (
    <Banner tone="success" onDismiss={onDismiss}>
      <p className="font-semibold text-white [overflow-wrap:anywhere]">
        {title ? t('welcome.joinedTitle', { project: title }) : t('welcome.joinedTitleFallback')}
      </p>
      <p className="mt-1 text-sm text-zinc-300">{t('welcome.joinedBody')}</p>
      <Link
        to={`/projects/${projectId}`}
        className="mt-3 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
      >
        {t('welcome.open')}
        <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </Banner>
  );
}

interface BannerProps {
  tone: 'success' | 'warning';
  onDismiss: () => void;
  children: React.ReactNode;
}

function Banner({ tone, onDismiss, children }: BannerProps) {
  const { t } = useTranslation('collaborations');
  const Icon = tone === 'success' ? PartyPopper : TriangleAlert;
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-2xl border p-4 sm:p-5 ${
        tone === 'success'
          ? 'border-brand-500/40 bg-brand-600/10'
          : 'border-amber-500/40 bg-amber-500/10'
      }`}
    >
      <Icon
        className={`mt-0.5 h-6 w-6 shrink-0 ${tone === 'success' ? 'text-brand-400' : 'text-amber-300'}`}
        aria-hidden
      />
      <div className="min-w-0 flex-1">{children}</div>
      <IconButton look="dismiss" onClick={onDismiss} label={t('welcome.dismiss')}>
        <X className="h-4 w-4" aria-hidden />
      </IconButton>
    </div>
  );
}
