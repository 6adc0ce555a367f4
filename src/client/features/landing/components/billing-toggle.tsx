import { useTranslation } from 'react-i18next';
import { Radio } from '../../../components/ui/choice';

export type Billing = 'monthly' | 'yearly';

interface BillingToggleProps {
  value: Billing;
  onChange: (value: Billing) => void;
}

const OPTIONS: readonly Billing[] = ['monthly', 'yearly'];

/** Monthly / Yearly choice as a native radio group (arrow keys work), Yearly marked "Save 25%". */
export function BillingToggle({ value, onChange }: BillingToggleProps) {
  const { t } = useTranslation('landing');
  return (
    <fieldset className="mx-auto mt-10 flex w-fit">
      <legend className="sr-only">{t('pricing.billingLabel')}</legend>
      <div className="flex rounded-full border border-white/10 bg-zinc-900 p-1">
        {OPTIONS.map((option) => (
          <label
            key={option}
            className={`relative flex cursor-pointer items-center gap-2 rounded-full px-5 py-2 text-sm font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-400 ${value === option ? 'bg-white text-zinc-950 shadow' : 'text-zinc-400 hover:text-white'}`}
          >
            <Radio
              name="billing"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t(`pricing.${option}`)}
            {option === 'yearly' && (
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${value === option ? 'bg-emerald-500/15 text-emerald-700' : 'bg-emerald-500/15 text-emerald-300'}`}
              >
                {t('pricing.save')}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
