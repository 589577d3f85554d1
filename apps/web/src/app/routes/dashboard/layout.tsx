import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Outlet } from 'react-router';
import { HydrateLater } from '@/components/layout/hydrate-later';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { DashboardMenu } from '@/features/dashboard/components/dashboard-menu';
import { defineMessages, useMessages } from '@/lib/i18n';
import { addBanglaFont } from '@/locales/bn/font';

const layoutMessages = defineMessages('dashboard.layout', {
  openMenu: 'Open dashboard menu',
  menu: 'Dashboard menu',
  closeMenu: 'Close dashboard menu',
  dashboard: 'Dashboard',
});

/**
 * The dashboard shell (docs/product.md#dashboard): a daisyUI drawer whose side menu always shows on large
 * screens and slides in from a toggle on small ones; the nested page renders beside it.
 */
export default function DashboardLayout() {
  const t = useMessages(layoutMessages);
  const { isAdmin } = useAuth();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const drawerId = useId();
  const menuId = `${drawerId}-menu`;
  const menuRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The admin's forms have Bangla fields, and its lists Bangla names: the Bangla font on English
  // pages too, here only (locales/bn/font.ts).
  useEffect(() => addBanglaFont(), []);

  // While the small-screen menu is open it has the focus and keeps it (the page behind it is inert;
  // Tab goes round the menu), and Escape closes it and gives the focus back to the toggle.
  useEffect(() => {
    if (!isMenuOpen) return;
    const firstLink = menuRef.current?.querySelector('a');
    // daisyUI reveals the drawer with a short transition; focus() does nothing until it is visible.
    let frame = 0;
    const focusWhenVisible = (framesLeft: number) => {
      if (!firstLink) return;
      if (getComputedStyle(firstLink).visibility === 'visible' || framesLeft === 0) firstLink.focus();
      else frame = requestAnimationFrame(() => focusWhenVisible(framesLeft - 1));
    };
    focusWhenVisible(60);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Out of the inert state first, or the toggle cannot take the focus.
        flushSync(() => setIsMenuOpen(false));
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const links = [...(menuRef.current?.querySelectorAll('a') ?? [])];
      const first = links[0];
      const last = links.at(-1);
      if (!first || !last) return;
      const isLeaving = event.shiftKey
        ? document.activeElement === first || !menuRef.current?.contains(document.activeElement)
        : document.activeElement === last || !menuRef.current?.contains(document.activeElement);
      if (!isLeaving) return;
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isMenuOpen]);

  return (
    <div className="drawer lg:drawer-open mx-auto max-w-7xl">
      <input
        id={drawerId}
        type="checkbox"
        className="drawer-toggle"
        tabIndex={-1}
        aria-hidden="true"
        checked={isMenuOpen}
        onChange={(event) => setIsMenuOpen(event.target.checked)}
      />
      <div className="drawer-content min-w-0 px-4 py-6 sm:px-6 lg:py-10 lg:pr-8 lg:pl-6" inert={isMenuOpen}>
        <button
          ref={toggleRef}
          type="button"
          className="btn btn-outline btn-sm mb-4 lg:hidden"
          aria-label={t.openMenu}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => setIsMenuOpen(true)}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
          </svg>
          {t.menu}
        </button>
        <HydrateLater>
          <Outlet />
        </HydrateLater>
      </div>
      <div className="drawer-side z-30 lg:z-auto">
        <button
          type="button"
          className="drawer-overlay"
          aria-label={t.closeMenu}
          tabIndex={-1}
          onClick={() => setIsMenuOpen(false)}
        />
        <aside
          ref={menuRef}
          id={menuId}
          className="bg-base-200 border-base-300 min-h-full w-72 border-r p-4 lg:min-h-0 lg:border-r-0 lg:bg-transparent lg:py-10"
        >
          <p className="text-base-content/70 mb-3 px-3 text-sm font-semibold tracking-widest uppercase">
            {t.dashboard}
          </p>
          <DashboardMenu isAdmin={isAdmin} onNavigate={() => setIsMenuOpen(false)} />
        </aside>
      </div>
    </div>
  );
}
