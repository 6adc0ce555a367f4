import { useState, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PLAN_STORAGE_BYTES,
  PRICE_PROFESSIONAL_MONTHLY,
  PRICE_PROFESSIONAL_YEARLY,
  PRICE_PROFESSIONAL_YEARLY_PER_MONTH,
  PRICE_STUDIO_MONTHLY,
  TRIAL_DAYS,
} from '../../../../shared/constants';
import { formatStorage, formatUsd } from '../lib/pricing-format';
import { BillingToggle, type Billing } from './billing-toggle';
import { PricingCard } from './pricing-card';
import { SectionHeading } from './section-heading';
import { PublicButton, publicButtonClasses } from '../../../components/ui/public-button';

type PlanButtonHandlers = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'onPointerEnter' | 'onFocus'
>;

interface PricingSectionProps {
  /** The Professional plan's button: opens the sign-up form (and fetches it on approach). */
  professional: PlanButtonHandlers;
  /** The Studio plan's button: opens the enterprise survey (and fetches it on approach). */
  studio: PlanButtonHandlers;
}

// The Creator plan's link wears the Studio plan's button look.
const planLinkClass = publicButtonClasses({
  variant: 'glass-fill',
  size: 'plan',
  className: 'transition',
});

/** Creator, Professional and Studio plans with a monthly / yearly switch. */
export function PricingSection({ professional, studio }: PricingSectionProps) {
  const { t, i18n } = useTranslation('landing');
  const [billing, setBilling] = useState<Billing>('monthly');
  const language = i18n.resolvedLanguage ?? 'en';
  const usd = (amount: number) => formatUsd(amount, language);
  const storage = (plan: keyof typeof PLAN_STORAGE_BYTES) =>
    t('pricing.features.storage', { size: formatStorage(PLAN_STORAGE_BYTES[plan]) });
  const yearly = billing === 'yearly';

  return (
    <section
      id="pricing"
      tabIndex={-1}
      aria-labelledby="pricing-title"
      className="scroll-mt-20 py-20 outline-none sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('pricing.eyebrow')}
          title={t('pricing.title')}
          subtitle={t('pricing.subtitle')}
        />
        <BillingToggle value={billing} onChange={setBilling} />

        <ul className="mt-14 grid items-stretch gap-8 lg:grid-cols-3">
          <PricingCard
            id="creator"
            name={t('pricing.creator.name')}
            description={t('pricing.creator.description')}
            price={t('pricing.free')}
            note={t('pricing.creator.note')}
            features={[
              storage('creator'),
              t('pricing.features.aiLyricHelp'),
              t('pricing.features.basicCollaboration'),
              t('pricing.features.community'),
            ]}
            action={
              <Link to="/auth" className={planLinkClass}>
                {t('pricing.creator.cta')}
              </Link>
            }
          />
          <PricingCard
            id="professional"
            featured
            name={t('pricing.professional.name')}
            description={t('pricing.professional.description')}
            price={usd(yearly ? PRICE_PROFESSIONAL_YEARLY_PER_MONTH : PRICE_PROFESSIONAL_MONTHLY)}
            period={t('pricing.perMonth')}
            note={
              yearly
                ? t('pricing.billedYearly', { amount: usd(PRICE_PROFESSIONAL_YEARLY) })
                : t('pricing.billedMonthly')
            }
            features={[
              storage('professional'),
              t('pricing.features.advancedAi'),
              t('pricing.features.unlimitedCollaborations'),
              t('pricing.features.prioritySupport'),
              t('pricing.features.trial', { days: TRIAL_DAYS }),
            ]}
            action={
              <PublicButton {...professional} variant="primary" size="plan" className="transition">
                {t('pricing.professional.cta', { days: TRIAL_DAYS })}
              </PublicButton>
            }
          />
          <PricingCard
            id="studio"
            name={t('pricing.studio.name')}
            description={t('pricing.studio.description')}
            price={usd(PRICE_STUDIO_MONTHLY)}
            period={t('pricing.perMonth')}
            note={t('pricing.studio.note')}
            features={[
              storage('studio'),
              t('pricing.features.teamManagement'),
              t('pricing.features.whiteLabel'),
              t('pricing.features.advancedAnalytics'),
              t('pricing.features.customIntegrations'),
            ]}
            action={
              <PublicButton {...studio} variant="glass-fill" size="plan" className="transition">
                {t('pricing.studio.cta')}
              </PublicButton>
            }
          />
        </ul>
      </div>
    </section>
  );
}
