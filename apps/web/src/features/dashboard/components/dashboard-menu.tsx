import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { defineMessages, useMessages } from '@/lib/i18n';

const menuMessages = defineMessages('dashboard.menu', {
  dashboard: 'Dashboard',
  profile: 'Personal Information',
  myOrder: 'My Order',
  quickOrder: 'Quick order',
  review: 'Add a review',
  businessAccount: 'Business Account',
  businessAccounts: 'Business Accounts',
  customerGroups: 'Customer Groups',
  myQuotes: 'My Quotes',
  quotes: 'Quotes',
  manageOrders: 'Manage All Orders',
  sales: 'Sales',
  returns: 'Returns',
  addProduct: 'Add Product',
  manageProducts: 'Manage All Products',
  lowStock: 'Low Stock',
  catalogueFile: 'Catalogue File',
  diagrams: 'Parts Diagrams',
  questions: 'Questions',
  outbox: 'Outbox',
  jobs: 'Jobs',
  vitals: 'Field Vitals',
  makeAdmin: 'Make Admin',
  settings: 'Settings',
});

type MenuItem = { label: keyof ReturnType<ReturnType<typeof menuMessages>['get']>; href: string };

const customerMenu: MenuItem[] = [
  { label: 'profile', href: paths.dashboard.profile.getHref() },
  { label: 'myOrder', href: paths.dashboard.order.getHref() },
  { label: 'review', href: paths.dashboard.review.getHref() },
  // After the spec's three, which keep their order (docs/product.md#dashboard).
  { label: 'quickOrder', href: paths.quickOrder.getHref() },
  { label: 'businessAccount', href: paths.dashboard.businessAccount.getHref() },
  { label: 'myQuotes', href: paths.dashboard.myQuotes.getHref() },
];

const adminMenu: MenuItem[] = [
  { label: 'profile', href: paths.dashboard.profile.getHref() },
  { label: 'manageOrders', href: paths.dashboard.manageOrder.getHref() },
  { label: 'sales', href: paths.dashboard.sales.getHref() },
  { label: 'returns', href: paths.dashboard.returns.getHref() },
  { label: 'addProduct', href: paths.dashboard.addProduct.getHref() },
  { label: 'manageProducts', href: paths.dashboard.manageProduct.getHref() },
  { label: 'lowStock', href: paths.dashboard.lowStock.getHref() },
  { label: 'catalogueFile', href: paths.dashboard.catalogueFile.getHref() },
  { label: 'diagrams', href: paths.dashboard.diagrams.getHref() },
  { label: 'questions', href: paths.dashboard.questions.getHref() },
  { label: 'outbox', href: paths.dashboard.outbox.getHref() },
  { label: 'jobs', href: paths.dashboard.jobs.getHref() },
  { label: 'vitals', href: paths.dashboard.vitals.getHref() },
  { label: 'businessAccounts', href: paths.dashboard.businessAccounts.getHref() },
  { label: 'customerGroups', href: paths.dashboard.customerGroups.getHref() },
  { label: 'quotes', href: paths.dashboard.quotes.getHref() },
  { label: 'makeAdmin', href: paths.dashboard.makeAdmin.getHref() },
  { label: 'settings', href: paths.dashboard.settings.getHref() },
];

type DashboardMenuProps = {
  isAdmin: boolean;
  /** Called when an item is chosen (the small-screen drawer closes then). */
  onNavigate?: () => void;
};

/** The dashboard's side menu (docs/product.md#dashboard): the customer's pages, or the admin's. */
export function DashboardMenu({ isAdmin, onNavigate }: DashboardMenuProps) {
  const t = useMessages(menuMessages);
  const items = isAdmin ? adminMenu : customerMenu;
  return (
    <nav aria-label={t.dashboard}>
      <ul className="menu w-full gap-1 p-0">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              onClick={onNavigate}
              className={({ isActive }) => (isActive ? 'menu-active font-semibold' : '')}
            >
              {t[item.label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
