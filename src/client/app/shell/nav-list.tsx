import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

interface NavListProps {
  /** Icons only (collapsed sidebar): names move to aria-label and the tooltip. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The shell's navigation links with the current view highlighted. */
export function NavList({ collapsed = false, onNavigate }: NavListProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {NAV_ITEMS.map((item) => {
        const active = isNavItemActive(item, pathname);
        const label = t(`nav.${item.key}`);
        const Icon = item.icon;
        return (
          <li key={item.key}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              aria-label={collapsed ? label : undefined}
              title={collapsed ? label : undefined}
              className={`group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
                collapsed ? 'justify-center' : ''
              } ${
                active
                  ? 'bg-brand-600/20 text-white ring-1 ring-inset ring-brand-500/40'
                  : 'text-zinc-400 hover:bg-zinc-800/70 hover:text-zinc-100'
              }`}
            >
              <Icon className={`h-5 w-5 shrink-0 ${active ? 'text-brand-400' : ''}`} aria-hidden />
              {!collapsed && <span className="truncate">{label}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
