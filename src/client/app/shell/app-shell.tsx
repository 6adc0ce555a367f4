import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/queries/current-user';
import { UploadQueueProvider } from '../../features/uploads';
import { PlayerBar } from './player-bar';
import { DRAWER_ID, MobileNavDrawer } from './mobile-nav-drawer';
import { SIDEBAR_ID, Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useLargeScreen } from './use-large-screen';
import { useSidebarExpanded } from './use-sidebar-expanded';

/**
 * After a move to another view, focus goes to <main> if it fell to <body>: the link or button
 * that navigated went away with the old view, and a keyboard user would otherwise restart from
 * wherever the browser guesses. A view that focuses something of its own keeps it.
 */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    // Not on the shell's first render: a page load starts at the top, at the skip link.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) mainRef.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return mainRef;
}

/**
 * The signed-in frame, inside the app's upload queue (issue 25 item 1): it outlives every page,
 * so files keep uploading while the person moves between them.
 */
export function AppShell() {
  const { user } = useCurrentUser();
  return (
    <UploadQueueProvider account={user?.id ?? null}>
      <ShellFrame />
    </UploadQueueProvider>
  );
}

/** Top bar, sidebar (or drawer), the current view and the player's slot. */
function ShellFrame() {
  const { t } = useTranslation('shell');
  const { user } = useCurrentUser();
  const isLarge = useLargeScreen();
  const [expanded, setExpanded] = useSidebarExpanded();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mainRef = useFocusMainOnNavigate();

  const toggle = {
    isLarge,
    expanded: isLarge ? expanded : drawerOpen,
    controls: isLarge ? SIDEBAR_ID : DRAWER_ID,
    onToggle: () => (isLarge ? setExpanded(!expanded) : setDrawerOpen(true)),
  };

  return (
    // The fixed player publishes --player-height (pads the page) and --player-bar-height
    // (shortens the sidebar), so it never covers content.
    <div className="flex min-h-dvh flex-col pb-[var(--player-height,0px)]">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <TopBar user={user} toggle={toggle} />
      <div className="flex flex-1">
        <div className="contents [&>aside]:h-[calc(100dvh-4rem-var(--player-bar-height,0px))]">
          <Sidebar expanded={expanded} />
        </div>
        <main
          ref={mainRef}
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 focus:outline-none"
        >
          <Outlet />
        </main>
      </div>
      {/* The global player: fixed under every view, its state lives in <PlayerProvider>. */}
      <div id="player-slot">
        <PlayerBar />
      </div>
      <MobileNavDrawer open={drawerOpen && !isLarge} onOpenChange={setDrawerOpen} />
    </div>
  );
}
