import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { defineMessages, pathIn, useLanguage, useMessages } from '@/lib/i18n';

const navMessages = defineMessages('nav', {
  home: 'Home',
  blogs: 'Blogs',
  portfolio: 'Portfolio',
  dashboard: 'Dashboard',
  parts: 'Parts',
  login: 'Login',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  openMenu: 'Open menu',
  main: 'Main',
});

/**
 * Signed in, signed out, or not known: the sign-in check is still being made, or it failed, and the
 * visitor may well be signed in. While it is not known, neither Login nor Sign out is offered.
 */
export type Account = 'signedIn' | 'signedOut' | 'unknown';

type AccountProps = {
  account: Account;
  /** A sign-out is under way (the server may be slow): its button shows it and takes no second click. */
  isSigningOut: boolean;
  /** The last sign-out did not complete: the visitor is still signed in, and the layout says why. */
  hasSignOutFailed: boolean;
  onSignOut?: () => void;
};

type NavItem = { label: string; href: string; end?: boolean };

/** The navigation bar: a horizontal menu on wide screens, a dropdown menu on small ones. */
export function NavBar({
  account = 'signedOut',
  isSigningOut = false,
  hasSignOutFailed = false,
  onSignOut,
  cart,
  search,
}: Partial<AccountProps> & {
  /** The way to the cart (the cart's badge), shown at every width. */
  cart?: ReactNode;
  /** The catalogue's search (features/search), at every width. */
  search?: ReactNode;
}) {
  const isSignedIn = account === 'signedIn';
  const loginHref = useLoginHref();
  const t = useMessages(navMessages);
  const items: NavItem[] = [
    { label: t.home, href: paths.home.getHref(), end: true },
    { label: t.blogs, href: paths.blogs.getHref() },
    { label: t.portfolio, href: paths.portfolio.getHref() },
    ...(isSignedIn ? [{ label: t.dashboard, href: paths.dashboard.root.getHref() }] : []),
    // After the spec's items, which keep their order (docs/product.md#navigation-and-footer).
    { label: t.parts, href: paths.allProducts.getHref() },
  ];

  return (
    <header className="bg-neutral text-neutral-content">
      {/* Narrower gaps, padding and name on a phone: at 360 px, Bangla's wider "English" switch
          pushed the bar's buttons over the shop's name (docs/product.md#navigation-and-footer). */}
      <nav
        aria-label={t.main}
        className="navbar relative mx-auto max-w-7xl gap-0.5 px-2 sm:gap-2 sm:px-6 lg:px-8 min-[400px]:px-4"
      >
        <div className="min-w-0 flex-1">
          <Link
            to={paths.home.getHref()}
            className="inline-flex items-center gap-1.5 rounded-field py-1 pr-1 sm:gap-2 sm:pr-2"
          >
            <img src={brand.logo} alt="" width={40} height={40} className="size-8 sm:size-10" />
            <span className="text-lg font-extrabold tracking-tight max-[339px]:sr-only sm:text-xl">{brand.name}</span>
          </Link>
        </div>
        {search}

        <ul className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href} end={item.end} className={desktopLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
          {/* Kept, and as wide as Sign out, while the account is not known: Login comes without a shift. */}
          <li className="ml-2 flex min-w-[5.25rem] justify-end">
            {account === 'signedIn' && (
              <SignOutButton
                // daisyUI's disabled button is grey on grey, unreadable on the dark bar.
                className="btn btn-primary btn-sm disabled:bg-primary/75 disabled:text-primary-content"
                isSigningOut={isSigningOut}
                onSignOut={onSignOut}
              />
            )}
            {account === 'signedOut' && (
              <NavLink to={loginHref} className="btn btn-primary btn-sm">
                {t.login}
              </NavLink>
            )}
          </li>
        </ul>
        {cart}
        <LanguageSwitch />

        <MobileMenu
          items={items}
          account={account}
          loginHref={loginHref}
          isSigningOut={isSigningOut}
          hasSignOutFailed={hasSignOutFailed}
          onSignOut={onSignOut}
        />
        <span role="status" className="sr-only">
          {isSigningOut ? t.signingOut : ''}
        </span>
      </nav>
    </header>
  );
}

/** Disabled, with a spinner, until the server has ended the session: a second click does nothing. */
function SignOutButton({
  className,
  isSigningOut,
  onSignOut,
}: Pick<AccountProps, 'isSigningOut' | 'onSignOut'> & { className?: string }) {
  const t = useMessages(navMessages);
  return (
    <button type="button" className={className} disabled={isSigningOut} onClick={onSignOut}>
      {isSigningOut && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {isSigningOut ? t.signingOut : t.signOut}
    </button>
  );
}

/**
 * Login from the navigation bar comes back to this page afterwards (docs/product.md#navigation-and-footer), as the
 * guards' redirects do; from home, the login page itself or signup, plain /login.
 */
function useLoginHref() {
  const { pathname, search } = useLocation();
  if (pathname === paths.login.path) return `${pathname}${search}`;
  if (pathname === paths.home.path || pathname === paths.signup.path) return paths.login.getHref();
  return paths.login.getHref(`${pathname}${search}`);
}

/**
 * The other language's link (docs/product.md#bangla): "বাংলা" on English pages, "English" on Bangla ones,
 * to the same page in it. A whole page load, since the language is the page's for as long as it
 * is open. Each name is in its own language, so a visitor who reads only that one finds it.
 */
function LanguageSwitch() {
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const other = language === 'bn' ? 'en' : 'bn';
  return (
    <a
      href={`${pathIn(other, pathname)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      className="language-switch btn btn-ghost btn-sm px-2 text-neutral-content hover:bg-neutral-content/10 sm:px-3"
    >
      {other === 'bn' ? 'বাংলা' : 'English'}
    </a>
  );
}

function desktopLinkClass({ isActive }: { isActive: boolean }) {
  const base = 'block rounded-field px-3 py-2 transition-[color,background-color] hover:bg-neutral-content/10';
  return isActive ? `${base} font-semibold text-primary` : `${base} hover:text-primary`;
}

function mobileLinkClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'menu-active' : '';
}

type MobileMenuProps = AccountProps & { items: NavItem[]; loginHref: string };

/**
 * A disclosure menu: the button says whether it is open, Escape and a click outside close it, and
 * so does going to another page (the navigation bar stays mounted across pages). Sign out keeps it
 * open, showing that it is working, until the visitor is taken home or told it did not complete.
 */
function MobileMenu({ items, account, loginHref, isSigningOut, hasSignOutFailed, onSignOut }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const { key: pageKey } = useLocation();
  const [menuPageKey, setMenuPageKey] = useState(pageKey);
  if (menuPageKey !== pageKey) {
    setMenuPageKey(pageKey);
    setIsOpen(false);
  }
  const [menuHasSignOutFailed, setMenuHasSignOutFailed] = useState(hasSignOutFailed);
  if (menuHasSignOutFailed !== hasSignOutFailed) {
    setMenuHasSignOutFailed(hasSignOutFailed);
    // The layout says so under the bar, where the open menu would cover it.
    if (hasSignOutFailed) setIsOpen(false);
  }
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const t = useMessages(navMessages);

  // Listening from the moment the open menu is on screen: an effect runs only after the next paint,
  // and an Escape pressed before then (a fast keyboard, a busy machine: seen in CI) was lost.
  useLayoutEffect(() => {
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
        aria-label={t.openMenu}
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
        {account === 'signedIn' && (
          <li>
            <SignOutButton
              className="disabled:text-base-content/75 disabled:bg-transparent"
              isSigningOut={isSigningOut}
              onSignOut={onSignOut}
            />
          </li>
        )}
        {account === 'signedOut' && (
          <li>
            <NavLink to={loginHref} onClick={close} className={mobileLinkClass}>
              {t.login}
            </NavLink>
          </li>
        )}
      </ul>
    </div>
  );
}
