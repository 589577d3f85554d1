import { render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import PurchaseRoute from '../purchase';
import AddProductRoute from './add-product';
import CatalogueFileRoute from './catalogue-file';
import DashboardIndexRoute from './index';
import DashboardLayout from './layout';
import MakeAdminRoute from './make-admin';
import SettingsRoute from './settings';
import BusinessAccountRoute from './business-account';
import BusinessAccountsRoute from './business-accounts';
import CustomerGroupsRoute from './customer-groups';
import MyQuotesRoute from './my-quotes';
import QuotesRoute from './quotes';
import ManageOrdersRoute from './manage-orders';
import ManageProductsRoute from './manage-products';
import LowStockRoute from './low-stock';
import MyOrdersRoute from './order';
import OrderConfirmRoute from './order-confirm';
import OutboxRoute from './outbox';
import JobsRoute from './jobs';
import PaymentRoute from './payment';
import ProfileRoute from './profile';
import QuestionsRoute from './questions';
import AddReviewRoute from './review';

const auth = vi.hoisted(() => ({ isAdmin: false }));
vi.mock('@/features/auth/hooks/use-auth', () => ({
  useAuth: () => ({ user: { email: 'rider@example.com', displayName: 'Rider Rahman' }, isAdmin: auth.isAdmin }),
}));
// The pages' own content is tested with each feature: here, only what the route files say.
vi.mock('../current-bike', () => ({ useCurrentBike: () => null }));
vi.mock('@/features/catalogue/components/part-fitment', () => ({ PartFitment: () => null }));
vi.mock('@/features/orders/components/purchase-part', () => ({ PurchasePart: () => null }));
vi.mock('@/features/catalogue/components/add-product-form', () => ({ AddProductForm: () => null }));
vi.mock('@/features/catalogue/components/catalogue-file', () => ({ CatalogueFile: () => null }));
vi.mock('@/features/garage/components/vin-patterns-admin', () => ({ VinPatternsAdmin: () => null }));
vi.mock('@/features/catalogue/components/manage-products', () => ({ ManageProducts: () => null }));
vi.mock('@/features/catalogue/components/low-stock-list', () => ({ LowStockList: () => null }));
vi.mock('@/features/users/components/make-admin', () => ({ MakeAdmin: () => null }));
vi.mock('@/features/orders/components/manage-orders', () => ({ ManageOrders: () => null }));
vi.mock('@/features/orders/components/my-orders', () => ({ MyOrders: () => null }));
vi.mock('@/features/payments/components/order-payment', () => ({ OrderPayment: () => null }));
vi.mock('@/features/payments/components/confirm-cash-on-delivery', () => ({ ConfirmCashOnDelivery: () => null }));
vi.mock('@/features/outbox/components/outbox-list', () => ({ OutboxList: () => null }));
vi.mock('@/features/auth/components/sign-in-settings', () => ({ SignInSettings: () => null }));
vi.mock('@/features/jobs/components/jobs-overview', () => ({ JobsOverview: () => null }));
vi.mock('@/features/profile/components/personal-information', () => ({ PersonalInformation: () => null }));
vi.mock('@/features/questions/components/questions-list', () => ({ QuestionsList: () => null }));
vi.mock('@/features/reviews/components/add-review-form', () => ({ AddReviewForm: () => null }));
vi.mock('@/features/shop-settings/components/shop-settings-form', () => ({ ShopSettingsForm: () => null }));
vi.mock('@/features/business-accounts/components/business-account-panel', () => ({ BusinessAccountPanel: () => null }));
vi.mock('@/features/business-accounts/components/business-applications-list', () => ({
  BusinessApplicationsList: () => null,
}));
vi.mock('@/features/business-accounts/components/customer-groups-editor', () => ({ CustomerGroupsEditor: () => null }));
vi.mock('@/features/quotes/components/quotes-list', () => ({ QuotesList: () => null }));

function renderAt(Page: ComponentType, { withLayout = false } = {}) {
  const page = { index: true, element: <Page /> };
  const router = createMemoryRouter([
    withLayout ? { path: '/', element: <DashboardLayout />, children: [page] } : page,
  ]);
  return render(<RouterProvider router={router} />);
}

describe('the dashboard in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    auth.isAdmin = false;
    document.title = '';
  });

  it("greets a customer, says what the dashboard is for and lists the customer's pages in Bangla", async () => {
    renderAt(DashboardIndexRoute, { withLayout: true });

    expect(await screen.findByRole('heading', { name: 'আপনার ড্যাশবোর্ডে স্বাগতম, Rider Rahman' })).toBeInTheDocument();
    expect(screen.getByText(/^আপনার অর্ডারের খোঁজ রাখুন/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ড্যাশবোর্ড মেনু খুলুন' })).toHaveTextContent('ড্যাশবোর্ড মেনু');
    const menu = screen.getByRole('navigation', { name: 'ড্যাশবোর্ড' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ব্যক্তিগত তথ্য', 'আমার অর্ডার', 'রিভিউ দিন', 'দ্রুত অর্ডার', 'ব্যবসায়িক অ্যাকাউন্ট', 'আমার কোটেশন']);
    await waitFor(() => expect(document.title).toBe('ড্যাশবোর্ড — MotoForge'));
    expect(englishLeft(['dashboard.layout', 'dashboard.welcome', 'dashboard.menu', 'dashboard.indexPage'])).toEqual([]);
  });

  it("lists the admin's pages in Bangla", async () => {
    auth.isAdmin = true;
    renderAt(DashboardIndexRoute, { withLayout: true });

    const menu = await screen.findByRole('navigation', { name: 'ড্যাশবোর্ড' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'ব্যক্তিগত তথ্য',
      'সব অর্ডার পরিচালনা',
      'বিক্রি',
      'ফেরত',
      'পণ্য যোগ করুন',
      'সব পণ্য পরিচালনা',
      'কম স্টক',
      'ক্যাটালগ ফাইল',
      'পার্টস ডায়াগ্রাম',
      'প্রশ্ন',
      'আউটবক্স',
      'কাজ',
      'আসল গতি',
      'ব্যবসায়িক অ্যাকাউন্টগুলো',
      'গ্রাহক গ্রুপ',
      'কোটেশন',
      'অ্যাডমিন বানান',
      'সেটিংস',
    ]);
    expect(screen.getByText(/^পেমেন্ট হওয়া অর্ডার শিপিংয়ের জন্য অনুমোদন করুন/)).toBeInTheDocument();
    expect(englishLeft(['dashboard.welcome', 'dashboard.menu'])).toEqual([]);
  });

  it.each([
    ['orders.purchasePage', PurchaseRoute, 'কেনাকাটা', null],
    ['dashboard.myOrdersPage', MyOrdersRoute, 'আমার অর্ডার', 'আমার অর্ডার'],
    ['dashboard.paymentPage', PaymentRoute, 'পেমেন্ট', 'পেমেন্ট'],
    ['dashboard.orderConfirmPage', OrderConfirmRoute, 'আপনার অর্ডার নিশ্চিত করুন', 'আপনার অর্ডার নিশ্চিত করুন'],
    ['dashboard.reviewPage', AddReviewRoute, 'রিভিউ দিন', 'রিভিউ দিন'],
    ['dashboard.profilePage', ProfileRoute, 'ব্যক্তিগত তথ্য', 'ব্যক্তিগত তথ্য'],
    ['dashboard.manageOrdersPage', ManageOrdersRoute, 'সব অর্ডার পরিচালনা', 'সব অর্ডার পরিচালনা'],
    ['dashboard.addProductPage', AddProductRoute, 'পণ্য যোগ করুন', 'পণ্য যোগ করুন'],
    ['dashboard.manageProductsPage', ManageProductsRoute, 'সব পণ্য পরিচালনা', 'সব পণ্য পরিচালনা'],
    ['dashboard.lowStockPage', LowStockRoute, 'কম স্টক', 'কম স্টক'],
    ['dashboard.catalogueFilePage', CatalogueFileRoute, 'ক্যাটালগ ফাইল', 'ক্যাটালগ ফাইল'],
    ['dashboard.questionsPage', QuestionsRoute, 'প্রশ্ন', 'প্রশ্ন'],
    ['dashboard.outboxPage', OutboxRoute, 'আউটবক্স', 'আউটবক্স'],
    ['dashboard.jobsPage', JobsRoute, 'কাজ', 'কাজ'],
    ['dashboard.makeAdminPage', MakeAdminRoute, 'অ্যাডমিন বানান', 'অ্যাডমিন বানান'],
    ['dashboard.settingsPage', SettingsRoute, 'সেটিংস', 'সেটিংস'],
    ['dashboard.businessAccountPage', BusinessAccountRoute, 'ব্যবসায়িক অ্যাকাউন্ট', 'ব্যবসায়িক অ্যাকাউন্ট'],
    ['dashboard.businessAccountsPage', BusinessAccountsRoute, 'ব্যবসায়িক অ্যাকাউন্টগুলো', 'ব্যবসায়িক অ্যাকাউন্টগুলো'],
    ['dashboard.customerGroupsPage', CustomerGroupsRoute, 'গ্রাহক গ্রুপ', 'গ্রাহক গ্রুপ'],
    ['dashboard.quotesPage', QuotesRoute, 'কোটেশন', 'কোটেশন'],
    ['dashboard.myQuotesPage', MyQuotesRoute, 'আমার কোটেশন', 'আমার কোটেশন'],
  ] as const)('titles the page of %s in Bangla', async (component, Page, title, heading) => {
    renderAt(Page);

    await waitFor(() => expect(document.title).toBe(`${title} — MotoForge`));
    if (heading) expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(englishLeft([component])).toEqual([]);
  });

  it('links Manage All Products to the Catalogue File page in a Bangla sentence', async () => {
    renderAt(ManageProductsRoute);

    const link = await screen.findByRole('link', { name: 'ক্যাটালগ ফাইল' });
    expect(link.parentElement).toHaveTextContent(
      'একসাথে অনেক পার্টস: ক্যাটালগ ফাইল পাতায় পুরো ক্যাটালগ CSV হিসেবে এক্সপোর্ট বা ইমপোর্ট করুন।',
    );
  });
});
