import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PricingCardProps {
  id: string;
  name: string;
  description: string;
  price: string;
  period?: string;
  note?: string;
  features: readonly string[];
  featured?: boolean;
  /** The plan's action (a link or a button), rendered at the bottom of the card. */
  action: ReactNode;
}

/** One plan: name, price, what is included and the plan's action. */
export function PricingCard(props: PricingCardProps) {
  const { t } = useTranslation('landing');
  const { id, name, description, price, period, note, features, featured, action } = props;
  return (
    <li
      className={`relative flex flex-col rounded-3xl border p-8 ${featured ? 'border-brand-500/60 bg-gradient-to-b from-brand-600/20 to-zinc-900 shadow-2xl shadow-brand-900/30 lg:-my-4 lg:py-12' : 'border-white/5 bg-zinc-900/60'}`}
    >
      {featured && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          {t('pricing.popular')}
        </p>
      )}
      <h3 id={`plan-${id}`} className="text-lg font-semibold text-white">
        {name}
      </h3>
      <p className="mt-2 text-sm text-zinc-400">{description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-white">{price}</span>
        {period && <span className="text-sm text-zinc-400">{period}</span>}
      </p>
      <p className="mt-1 min-h-5 text-sm text-zinc-400">{note}</p>
      <ul className="mt-8 flex-1 space-y-3 text-sm text-zinc-300">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden className="h-5 w-5 flex-none text-brand-400" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </li>
  );
}
