import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';

type NavBarProps = {
  isSignedIn?: boolean;
  onSignOut?: () => void;
};

type NavItem = { label: string; href: string; end?: boolean };

/** The navigation bar: a horizontal menu on wide screens, a dropdown menu on small ones. */
export function NavBar({ isSignedIn = false, onSignOut }: NavBarProps) {
  const items: NavItem[] = [
    { label: 'Home', href: paths.home.getHref(), end: true },
    { label: 'Blogs', href: paths.blogs.getHref() },
    { label: 'Portfolio', href: paths.portfolio.getHref() },
    ...(isSignedIn ? [{ label: 'Dashboard', href: paths.dashboard.root.getHref() }] : []),
  ];

  return (
    <header className="bg-neutral text-neutral-content">
      <nav aria-label="Main" className="navbar mx-auto max-w-7xl gap-2 px-4 sm:px-6 lg:px-8">
        <div className="flex-1">
          <Link to={paths.home.getHref()} className="inline-flex items-center gap-2 rounded-field py-1 pr-2">
            <img src={brand.logo} alt="" width={40} height={40} className="size-10" />
            <span className="text-xl font-extrabold tracking-tight">{brand.name}</span>
          </Link>
        </div>

        <ul className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href} end={item.end} className={desktopLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="ml-2">
            {isSignedIn ? (
              <button type="button" className="btn btn-primary btn-sm" onClick={onSignOut}>
                Sign out
              </button>
            ) : (
              <NavLink to={paths.login.getHref()} className="btn btn-primary btn-sm">
                Login
              </NavLink>
            )}
          </li>
        </ul>

        <MobileMenu items={items} isSignedIn={isSignedIn} onSignOut={onSignOut} />
      </nav>
    </header>
  );
}

function desktopLinkClass({ isActive }: { isActive: boolean }) {
  const base = 'block rounded-field px-3 py-2 transition-[color,background-color] hover:bg-neutral-content/10';
  return isActive ? `${base} font-semibold text-primary` : `${base} hover:text-primary`;
}

function mobileLinkClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'menu-active' : '';
}

type MobileMenuProps = Required<Pick<NavBarProps, 'isSignedIn'>> &
  Pick<NavBarProps, 'onSignOut'> & { items: NavItem[] };

/**
 * A disclosure menu: the button says whether it is open, Escape and a click outside close it, and
 * choosing an item closes it (the navigation bar stays mounted across pages).
 */
function MobileMenu({ items, isSignedIn, onSignOut }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  const close = () => setIsOpen(false);

  return (
    <div
      ref={containerRef}
      className={`dropdown dropdown-end md:hidden ${isOpen ? 'dropdown-open' : 'dropdown-close'}`}
      // Tab past the last item closes the menu: open, it would cover what the focus moves on to.
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost btn-square text-neutral-content hover:bg-neutral-content/10"
        aria-label="Open menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id={menuId}
        className="menu dropdown-content rounded-box bg-base-100 text-base-content z-20 mt-3 w-56 p-2 shadow-lg"
      >
        {items.map((item) => (
          <li key={item.href}>
            <NavLink to={item.href} end={item.end} onClick={close} className={mobileLinkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          {isSignedIn ? (
            <button
              type="button"
              onClick={() => {
                close();
                onSignOut?.();
              }}
            >
              Sign out
            </button>
          ) : (
            <NavLink to={paths.login.getHref()} onClick={close} className={mobileLinkClass}>
              Login
            </NavLink>
          )}
        </li>
      </ul>
    </div>
  );
}
