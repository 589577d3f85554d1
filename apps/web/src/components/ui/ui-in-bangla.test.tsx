import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  catalogueMessages,
  messages,
  type SignInInput,
  signInInputSchema,
  TOAST_AUTO_CLOSE_MS,
} from '@motoforge/contract';
import { apiRequest } from '@/lib/api-client';
import { setLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { allOfBangla as bn } from '@/locales/bn/all';
import { expectNoEnglishOf } from '@/testing/english-left';
import { stubFetch } from '@/testing/render-with-providers';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorState } from './error-state';
import { InputField } from './form-field';
import { LoadingScreen } from './loading-screen';
import { Pagination } from './pagination';
import { QueryContent } from './query-content';
import { Toasts } from './toasts';

/** Whether react-toastify's download fails, as it does offline. */
let isOffline = false;
vi.mock('@/lib/load-toastify', () => ({
  loadToastify: () =>
    isOffline ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('react-toastify'),
}));

beforeEach(() => {
  isOffline = false;
  setLanguage('bn', bn);
});
afterEach(() => setLanguage('en'));

function SignInForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput>({ resolver: zodResolver(signInInputSchema) });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <InputField label="ইমেইল" type="email" error={errors.email?.message} registration={register('email')} />
      <InputField
        label="পাসওয়ার্ড"
        type="password"
        error={errors.password?.message}
        registration={register('password')}
      />
      <button type="submit">লগইন</button>
    </form>
  );
}

describe('The UI kit in Bangla', () => {
  it('shows a form rule’s message (zod, from the contract) under its field in Bangla', async () => {
    render(<SignInForm />);
    await userEvent.type(screen.getByLabelText('ইমেইল'), 'rider@');
    await userEvent.type(screen.getByLabelText('পাসওয়ার্ড'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'লগইন' }));

    expect(await screen.findByText('সঠিক ইমেইল দিন')).toBeInTheDocument();
    expect(screen.getByLabelText('ইমেইল')).toHaveAccessibleDescription('সঠিক ইমেইল দিন');
    expect(screen.getByLabelText('পাসওয়ার্ড')).toHaveAccessibleDescription('পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে');
    expect(document.body).not.toHaveTextContent(messages.emailInvalid);
    expect(document.body).not.toHaveTextContent(messages.passwordTooShort);
  });

  it('shows the API’s refusal, with Try again, in Bangla', async () => {
    stubFetch({ 'GET /api/parts/7': { status: 429, body: { success: false, message: messages.tooManyRequests } } });
    function Part() {
      const query = useQuery({ queryKey: ['part'], queryFn: () => apiRequest('/parts/7'), retry: false });
      return <QueryContent query={query}>{() => <p>The part</p>}</QueryContent>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Part />
      </QueryClientProvider>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('এটি লোড করা যায়নি।');
    expect(alert).toHaveTextContent('অনেক বেশি অনুরোধ এসেছে, একটু পরে আবার চেষ্টা করুন');
    expect(within(alert).getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeEnabled();
    expect(alert).not.toHaveTextContent(messages.tooManyRequests);
    expectNoEnglishOf('ui.errorState');
  });

  it('says it is loading in Bangla', async () => {
    render(<LoadingScreen />);
    expect(await screen.findByRole('status', { name: 'লোড হচ্ছে…' })).toHaveTextContent('লোড হচ্ছে…');
    expectNoEnglishOf('ui.loadingScreen');
  });

  it('numbers the pages in Bengali digits, with Previous and Next in Bangla', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <Pagination page={12} pageCount={1234} hrefFor={(page) => `/bn/allproducts?page=${page}`} />,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);

    const pages = await screen.findByRole('navigation', { name: 'পেজ' });
    expect(within(pages).getByRole('link', { name: 'পেজ ১২' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'পেজ ১২৩৪' })).toHaveTextContent('১২৩৪');
    expect(within(pages).getByRole('link', { name: 'পরের' })).toHaveAttribute('rel', 'next');
    expect(within(pages).getByRole('link', { name: 'আগের' })).toHaveAttribute('href', '/bn/allproducts?page=11');
    expect(pages).not.toHaveTextContent(/\d/);
    expectNoEnglishOf('ui.pagination');
  });

  it('says in Bangla why a confirmed action failed', async () => {
    render(
      <ConfirmDialog
        isOpen
        title="মুছে ফেলবেন?"
        confirmLabel="সরান"
        cancelLabel="বাতিল"
        error={messages.onlyUnpaidOrdersDeletable}
        onConfirm={() => undefined}
        onClose={() => undefined}
      >
        অর্ডার
      </ConfirmDialog>,
    );
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(
      'শুধু যে অর্ডার এখনো পরিশোধিত বা নিশ্চিত হয়নি, সেটিই মুছে ফেলা যায়: এর বদলে বাতিল করুন',
    );
  });

  it('shows a toast in Bangla, with a close button named in Bangla', async () => {
    render(<Toasts />);
    act(() => notify.success(messages.profileUpdated));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('প্রোফাইল আপডেট হয়েছে');
    expect(within(toast).getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'নোটিফিকেশন Alt+T' });
    expect(region).toContainElement(toast);
    // react-toastify's own labels are English ("notification timer", "close"): none is left.
    const labels = [...region.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => /^(aria-label|title|alt)$/.test(attribute.name)),
    );
    expect(labels.map((label) => label.value).filter((value) => /[A-Za-z]{4,}/.test(value))).toEqual([]);
    expectNoEnglishOf('ui.toasts', 'ui.toastTimer');

    // Its timer, drawn by the shop to be named in Bangla, still closes it when it runs out.
    const timer = within(toast).getByRole('progressbar', { name: 'নোটিফিকেশন বন্ধ হওয়ার সময়' });
    expect(timer).toHaveStyle({ animationDuration: `${TOAST_AUTO_CLOSE_MS}ms` });
    fireEvent.animationEnd(timer);
    // jsdom runs no animations: the toast's way out ends as the browser's would.
    await waitFor(() => expect(toast.className).toMatch(/exit/));
    fireEvent.animationEnd(toast);
    await waitFor(() => expect(screen.queryByText('প্রোফাইল আপডেট হয়েছে')).toBeNull());
  });

  it('shows its own toast in Bangla when react-toastify cannot be downloaded', async () => {
    isOffline = true;
    render(<Toasts />);
    act(() => notify.error(messages.errorOccurred));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('একটি সমস্যা হয়েছে');
    await userEvent.click(within(toast).getByRole('button', { name: 'বন্ধ করুন' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expectNoEnglishOf('ui.toasts');
  });

  // Their module brings the contract's zod schemas: a Bangla page loads it when it first needs it.
  it('shows the catalogue’s messages in Bangla once they have loaded', async () => {
    render(<ErrorState message={catalogueMessages.garageFull} onRetry={() => undefined} />);
    expect(await screen.findByText('একটি গ্যারেজে সর্বোচ্চ ১০টি বাইক রাখা যায়; আগে একটি সরান')).toBeInTheDocument();

    isOffline = true;
    render(<Toasts />);
    act(() => notify.error(catalogueMessages.bikeNotFound));
    expect(await screen.findByText('বাইকটি আপনার গ্যারেজে নেই')).toBeInTheDocument();
  });
});
