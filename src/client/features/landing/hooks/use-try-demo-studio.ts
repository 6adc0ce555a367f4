import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { useDemoLogin } from '../../auth';

/** "Try Demo Studio": signs into the demo account, then opens the dashboard. */
export function useTryDemoStudio() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const demoLogin = useDemoLogin();

  const start = () => {
    demoLogin.mutate(undefined, {
      onSuccess: () => void navigate('/home'),
      onError: () => toast.error(t('demo.failed')),
    });
  };

  return { start, isPending: demoLogin.isPending };
}
