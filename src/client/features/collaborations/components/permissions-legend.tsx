import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

/** Part 2 §6: what an invited person can and cannot do. */
const CAN = ['viewAudio', 'editLyrics', 'uploadAudio', 'addComments', 'viewCredits'] as const;
const CANNOT = ['manageSettings', 'deleteProject', 'manageSplits'] as const;

/** The permissions legend beside the invite form. */
export function PermissionsLegend() {
  const { t } = useTranslation('collaborations');
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <h3 id={id} className="text-base font-semibold text-zinc-100">
        {t('legend.heading')}
      </h3>
      <p className="mt-1 text-sm text-zinc-400">{t('legend.intro')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-emerald-300">
            {t('legend.can')}
          </p>
          <ul className="mt-2 space-y-1.5">
            {CAN.map((item) => (
              <li key={item} className="flex items-center gap-2 text-sm text-zinc-300">
                <Check className="h-4 w-4 text-emerald-400" aria-hidden />
                {t(`legend.items.${item}`)}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-red-300">
            {t('legend.cannot')}
          </p>
          <ul className="mt-2 space-y-1.5">
            {CANNOT.map((item) => (
              <li key={item} className="flex items-center gap-2 text-sm text-zinc-300">
                <X className="h-4 w-4 text-red-400" aria-hidden />
                {t(`legend.items.${item}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="mt-4 text-xs text-zinc-400">{t('legend.viewerNote')}</p>
    </Card>
  );
}
