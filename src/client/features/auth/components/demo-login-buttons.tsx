import { Headphones, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface DemoLoginButtonsProps {
  busy: boolean;
  onDemo: (variant: 'studio' | 'personal') => void;
}

/** The two demo accounts: no credentials needed (part 1 §6). */
export function DemoLoginButtons({ busy, onDemo }: DemoLoginButtonsProps) {
  const { t } = useTranslation('auth');
  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-zinc-400">
        <span className="h-px flex-1 bg-zinc-800" />
        {t('loginPage.orDemo')}
        <span className="h-px flex-1 bg-zinc-800" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          variant="secondary-filled"
          size="lg"
          focus="native"
          disabled={busy}
          onClick={() => onDemo('studio')}
          className="w-full"
        >
          <Headphones className="h-4 w-4 text-brand-400" aria-hidden />
          {t('loginPage.demoStudio')}
        </Button>
        <Button
          variant="secondary-filled"
          size="lg"
          focus="native"
          disabled={busy}
          onClick={() => onDemo('personal')}
          className="w-full"
        >
          <UserRound className="h-4 w-4 text-brand-400" aria-hidden />
          {t('loginPage.personalDemo')}
        </Button>
      </div>
    </div>
  );
}
