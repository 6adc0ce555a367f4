import {
  BarChart3,
  Disc3,
  FolderOpen,
  LayoutDashboard,
  LayoutGrid,
  ListMusic,
  Mic,
  Send,
  type LucideIcon,
} from 'lucide-react';

export type NavKey =
  | 'dashboard'
  | 'studio'
  | 'playlists'
  | 'shareLinks'
  | 'releases'
  | 'projects'
  | 'folders'
  | 'analytics';

export interface NavItem {
  key: NavKey;
  to: string;
  icon: LucideIcon;
}

/** The shell's views (part 1 §2 "the shell lists dashboard, studio, playlists, ..."). */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', to: '/home', icon: LayoutDashboard },
  { key: 'studio', to: '/studio', icon: Mic },
  { key: 'playlists', to: '/playlists', icon: ListMusic },
  /** Private links per recipient and their receipts (issue 27). */
  { key: 'shareLinks', to: '/share-links', icon: Send },
  { key: 'releases', to: '/releases', icon: Disc3 },
  { key: 'projects', to: '/projects', icon: LayoutGrid },
  { key: 'folders', to: '/folders', icon: FolderOpen },
  { key: 'analytics', to: '/analytics', icon: BarChart3 },
];

/** The dashboard answers at "/", "/home" and "/dashboard"; other items own their sub-paths. */
const DASHBOARD_PATHS = new Set(['/', '/home', '/dashboard']);

/** Whether `pathname` belongs to the nav item (for the highlighted entry and aria-current). */
export function isNavItemActive(item: Pick<NavItem, 'key' | 'to'>, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') : pathname;
  if (item.key === 'dashboard') return DASHBOARD_PATHS.has(path);
  return path === item.to || path.startsWith(`${item.to}/`);
}
