import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onDemand } from '../../../lib/on-demand';
import { toast } from '../../../lib/notify';

// The sign-in code (the auth mutations and react-query's mutation hook, about 1.5 kB gzip) is
// not part of the landing page's first load, which is budgeted (README): it is fetched when the
// browser is idle after the first paint, or by the first click if that comes sooner.
const auth = onDemand(() => import('../../auth'));

/** "Try Demo Studio": signs into the demo account, then opens the dashboard. */
export function useTryDemoStudio() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);

  useEffect(() => {
    const prefetch = () => void auth.load().catch(() => undefined);
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(prefetch, { timeout: 3000 })
      : window.setTimeout(prefetch, 1000);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  }, []);

  const start = () => {
    setPending(true);
    auth
      .load()
      .then(({ runDemoLogin }) => runDemoLogin(queryClient))
      .then(
        () => {
          setPending(false);
          void navigate('/home');
        },
        () => {
          setPending(false);
          toast.error(t('demo.failed'));
        },
      );
  };

  return { start, isPending };
}
