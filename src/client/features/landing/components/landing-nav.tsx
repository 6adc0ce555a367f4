import { LayoutDashboard, Loader2, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../../components/language-select';
import { useCurrentUser } from '../../../lib/queries/current-user';
import { useTryDemoStudio } from '../hooks/use-try-demo-studio';
import { LANDING_SECTIONS, SECTION_LABEL_KEYS, scrollToSection } from '../lib/scroll-to-section';
import { BrandLink } from './brand-link';
import {
  PublicButton,
  PublicIconButton,
  type PublicButtonProps,
} from '../../../components/ui/public-button';

const MOBILE_MENU_ID = 'landing-mobile-menu';

/** Fixed top navigation: section anchors, language, sign in, get started, demo, mobile menu. */
export function LandingNav() {
  const { t } = useTranslation('landing');
  const { user } = useCurrentUser();
  const demo = useTryDemoStudio();
  const [menuOpen, setMenuOpen] = useState(false);
  const sections = LANDING_SECTIONS;

  useEffect(() => {
    if (!menuOpen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [menuOpen]);

  const anchors = (className: string) =>
    sections.map((id) => (
      <a
        key={id}
        href={`#${id}`}
        className={className}
        onClick={(event) => {
          setMenuOpen(false);
          scrollToSection(event, id);
        }}
      >
        {t(SECTION_LABEL_KEYS[id])}
      </a>
    ));

  const demoButton = (look: Pick<PublicButtonProps, 'variant' | 'size' | 'className'>) => (
    <PublicButton {...look} onClick={demo.start} disabled={demo.isPending}>
      {demo.isPending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
      {t('nav.tryDemo')}
    </PublicButton>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-white/5 bg-zinc-950/80 backdrop-blur-lg">
      <nav
        aria-label={t('nav.label')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <BrandLink onClick={() => setMenuOpen(false)} />

        <div className="hidden items-center gap-1 xl:flex">
          {anchors(
            'rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-zinc-400 transition hover:bg-white/5 hover:text-white',
          )}
        </div>

        <div className="hidden items-center gap-2 xl:flex">
          <LanguageSelect />
          {user && (
            <Link
              to="/home"
              className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-zinc-300 hover:text-white"
            >
              <LayoutDashboard aria-hidden className="h-4 w-4" />
              {t('nav.dashboard')}
            </Link>
          )}
          <Link
            to="/login"
            className="rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-zinc-300 hover:text-white"
          >
            {t('nav.signIn')}
          </Link>
          {demoButton({ variant: 'nav-outline', size: 'nav-cta', className: 'transition' })}
          <Link
            to="/auth"
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-lg shadow-brand-900/30 transition hover:bg-brand-500"
          >
            {t('nav.getStarted')}
          </Link>
        </div>

        <div className="flex items-center gap-2 xl:hidden">
          <LanguageSelect />
          <PublicIconButton
            look="glass-square"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden className="h-6 w-6" />
            ) : (
              <Menu aria-hidden className="h-6 w-6" />
            )}
          </PublicIconButton>
        </div>
      </nav>

      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="max-h-[calc(100svh-4rem)] overflow-y-auto border-t border-white/5 bg-zinc-950 px-4 pt-2 pb-6 sm:px-6 xl:hidden"
      >
        <div className="flex flex-col">
          {anchors(
            'rounded-lg px-3 py-3 text-base font-medium text-zinc-300 hover:bg-white/5 hover:text-white',
          )}
        </div>
        <div className="mt-4 flex flex-col gap-2 border-t border-white/5 pt-4">
          {user && (
            <Link
              to="/home"
              onClick={() => setMenuOpen(false)}
              className="inline-flex items-center justify-center gap-2 rounded-lg border border-brand-500/40 bg-brand-500/10 px-4 py-3 text-base font-medium text-brand-50"
            >
              <LayoutDashboard aria-hidden className="h-5 w-5" />
              {t('nav.dashboard')}
            </Link>
          )}
          <Link
            to="/login"
            className="rounded-lg px-4 py-3 text-center text-base font-medium text-zinc-200 hover:bg-white/5"
          >
            {t('nav.signIn')}
          </Link>
          {demoButton({ variant: 'menu-outline', size: 'menu-cta' })}
          <Link
            to="/auth"
            className="rounded-lg bg-brand-600 px-4 py-3 text-center text-base font-semibold text-white hover:bg-brand-500"
          >
            {t('nav.getStarted')}
          </Link>
        </div>
      </div>
    </header>
  );
}
