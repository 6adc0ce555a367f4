import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

const ITEMS = ['storage', 'ai', 'collaboration', 'community'] as const;

/** Small screens: what the free Creator plan includes, under the form. */
export function FreePlanChecklist() {
  const { t } = useTranslation('auth');
  return (
    <Card as="section" aria-labelledby="free-plan-title" className="mt-6 lg:hidden">
      <h2 id="free-plan-title" className="text-sm font-semibold text-zinc-200">
        {t('authPage.freePlan.title')}
      </h2>
      <ul className="mt-3 space-y-2">
        {ITEMS.map((item) => (
          <li key={item} className="flex items-center gap-2 text-sm text-zinc-400">
            <CheckCircle2 className="h-4 w-4 shrink-0 text-emerald-400" aria-hidden />
            {t(`authPage.freePlan.${item}`)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
