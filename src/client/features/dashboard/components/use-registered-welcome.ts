import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

/** After /register: greet once (naming the project when invited), then drop the query flags. */
export function useRegisteredWelcome() {
  const { t } = useTranslation('dashboard');
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = useRef(false);
  const registered = searchParams.get('registered') === 'true';
  const project = searchParams.get('project');

  useEffect(() => {
    if (!registered || shown.current) return;
    shown.current = true;
    toast.success(t('registeredTitle'), {
      description: project ? t('registeredProjectBody', { project }) : t('registeredBody'),
    });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('registered');
        next.delete('project');
        return next;
      },
      { replace: true },
    );
  }, [registered, project, setSearchParams, t]);
}
