import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

type MenuItem = { label: string; href: string };

const customerMenu: MenuItem[] = [
  { label: 'Personal Information', href: paths.dashboard.profile.getHref() },
  { label: 'My Order', href: paths.dashboard.order.getHref() },
  { label: 'Add a review', href: paths.dashboard.review.getHref() },
];

const adminMenu: MenuItem[] = [
  { label: 'Personal Information', href: paths.dashboard.profile.getHref() },
  { label: 'Manage All Orders', href: paths.dashboard.manageOrder.getHref() },
  { label: 'Add Product', href: paths.dashboard.addProduct.getHref() },
  { label: 'Manage All Products', href: paths.dashboard.manageProduct.getHref() },
  { label: 'Catalogue File', href: paths.dashboard.catalogueFile.getHref() },
  { label: 'Questions', href: paths.dashboard.questions.getHref() },
  { label: 'Make Admin', href: paths.dashboard.makeAdmin.getHref() },
];

type DashboardMenuProps = {
  isAdmin: boolean;
  /** Called when an item is chosen (the small-screen drawer closes then). */
  onNavigate?: () => void;
};

/** The dashboard's side menu (SPEC.md §2): the customer's pages, or the admin's. */
export function DashboardMenu({ isAdmin, onNavigate }: DashboardMenuProps) {
  const items = isAdmin ? adminMenu : customerMenu;
  return (
    <nav aria-label="Dashboard">
      <ul className="menu w-full gap-1 p-0">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              onClick={onNavigate}
              className={({ isActive }) => (isActive ? 'menu-active font-semibold' : '')}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
