import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../../components/language-select';
import { LANDING_SECTIONS, SECTION_LABEL_KEYS, scrollToSection } from '../lib/scroll-to-section';
import { BrandLink } from './brand-link';

const linkClass = 'text-sm text-zinc-400 transition hover:text-white';

/** One titled column of footer links. */
function FooterNav({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </nav>
  );
}

/** Footer: tagline, product anchors, legal links, language and copyright. */
export function LandingFooter() {
  const { t } = useTranslation('landing');
  const sections = LANDING_SECTIONS;
  return (
    <footer className="border-t border-white/5 bg-zinc-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-2">
          <BrandLink />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-zinc-400">
            {t('footer.tagline')}
          </p>
        </div>
        <FooterNav id="footer-product" title={t('footer.product')}>
          {sections.map((id) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className={linkClass}
                onClick={(event) => scrollToSection(event, id)}
              >
                {t(SECTION_LABEL_KEYS[id])}
              </a>
            </li>
          ))}
        </FooterNav>
        <FooterNav id="footer-legal" title={t('footer.legal')}>
          <li>
            <Link to="/terms" className={linkClass}>
              {t('common:terms')}
            </Link>
          </li>
          <li>
            <Link to="/privacy" className={linkClass}>
              {t('common:privacy')}
            </Link>
          </li>
        </FooterNav>
      </div>
      <div className="border-t border-white/5">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6 lg:px-8">
          <p className="text-sm text-zinc-400">
            {t('common:copyright', { year: new Date().getFullYear() })}
          </p>
          <LanguageSelect align="end" />
        </div>
      </div>
    </footer>
  );
}
