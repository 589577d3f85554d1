import { betterAuthMessages } from '@motoforge/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '@/features/auth/testing/render-with-auth';
import { loginNoticeState } from '@/features/auth/utils/login-notice';
import { definedMessages, setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { expectNoEnglishOf } from '@/testing/english-left';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import BlogsRoute from './blogs';
import LoginRoute from './login';
import NotFoundRoute from './not-found';
import PortfolioRoute from './portfolio';
import SignupRoute from './signup';
import { testPublicConfig } from '@/testing/public-config';

// A shop without Google, as GET /api/config says (the Google button reads it).
const signedOut = { 'GET /api/auth/get-session': { body: null }, 'GET /api/config': { body: testPublicConfig } };

describe('The account pages in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('shows the login page in Bangla', async () => {
    stubFetch(signedOut);
    renderWithAuth([{ path: '/login', element: <LoginRoute /> }], { route: '/login' });

    expect(await screen.findByRole('heading', { level: 1, name: 'লগইন' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'লগইন' });
    expect(within(form).getByLabelText('ইমেইল')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('পাসওয়ার্ড')).toHaveAttribute('type', 'password');
    expect(within(form).getByRole('button', { name: 'লগইন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Google দিয়ে চালিয়ে যান' })).toHaveAccessibleDescription(
      await screen.findByText('এই শপে Google দিয়ে সাইন ইন চালু করা হয়নি।').then((line) => line.textContent ?? ''),
    );
    expect(screen.getByText('অথবা')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'নতুন অ্যাকাউন্ট খুলুন' })).toHaveAttribute('href', '/signup');
    expect(document.title).toBe('লগইন — MotoForge');
    expectNoEnglishOf('account.loginPage', 'account.loginForm', 'account.googleSignIn');
  });

  it('shows the signup page in Bangla', async () => {
    stubFetch(signedOut);
    renderWithAuth([{ path: '/signup', element: <SignupRoute /> }], { route: '/signup' });

    expect(await screen.findByRole('heading', { level: 1, name: 'সাইন আপ' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'সাইন আপ' });
    for (const label of ['নাম', 'ইমেইল', 'পাসওয়ার্ড']) expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'সাইন আপ' })).toBeInTheDocument();
    expect(screen.getByText('আগে থেকেই অ্যাকাউন্ট আছে?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'লগইন' })).toHaveAttribute('href', '/login');
    expectNoEnglishOf('account.signupPage', 'account.signupForm', 'account.googleSignIn');
  });

  // better-auth answers in English; a Bangla page says its refusal in Bangla, by better-auth's code.
  it.each([
    ['a wrong password', 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 'ইমেইল বা পাসওয়ার্ড সঠিক নয়'],
    // Words of another better-auth version, or of its request check: the code says what happened.
    ['a refusal in other words', 'INVALID_EMAIL_OR_PASSWORD', 'Wrong e-mail or password', 'ইমেইল বা পাসওয়ার্ড সঠিক নয়'],
    ['a malformed request', 'VALIDATION_ERROR', '[body.email] Invalid input', 'পাঠানো তথ্য সঠিক নয়'],
  ])('says %s on the login page in Bangla', async (_name, code, message, bangla) => {
    const user = userEvent.setup();
    stubFetch({ ...signedOut, 'POST /api/auth/sign-in/email': { status: 401, body: { code, message } } });
    renderWithAuth([{ path: '/login', element: <LoginRoute /> }], { route: '/login' });

    const form = await screen.findByRole('form', { name: 'লগইন' });
    await user.type(within(form).getByLabelText('ইমেইল'), 'rider@example.com');
    await user.type(within(form).getByLabelText('পাসওয়ার্ড'), 'wrong-password');
    await user.click(within(form).getByRole('button', { name: 'লগইন' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(bangla);
    expect(form).not.toHaveTextContent(message);
  });

  it('says in Bangla that an e-mail already has an account, and why Google did not sign in', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...signedOut,
      'POST /api/auth/sign-up/email': {
        status: 422,
        body: {
          code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
          message: betterAuthMessages.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL,
        },
      },
    });
    renderWithAuth([{ path: '/signup', element: <SignupRoute /> }], { route: '/signup?error=access_denied' });

    const form = await screen.findByRole('form', { name: 'সাইন আপ' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Google দিয়ে সাইন ইন সম্পন্ন হয়নি। আবার চেষ্টা করুন।');
    await user.type(within(form).getByLabelText('নাম'), 'Rumana');
    await user.type(within(form).getByLabelText('ইমেইল'), 'rumana@example.com');
    await user.type(within(form).getByLabelText('পাসওয়ার্ড'), 'secret-password');
    await user.click(within(form).getByRole('button', { name: 'সাইন আপ' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে। অন্য একটি ইমেইল দিন।',
    );
  });

  it('says in Bangla why the login page opened', async () => {
    stubFetch(signedOut);
    const { router } = renderWithAuth([{ path: '/login', element: <LoginRoute /> }], { route: '/login' });
    await act(() => router.navigate('/login', { state: loginNoticeState('sessionEnded') }));

    expect(await screen.findByRole('alert')).toHaveTextContent('আপনার সেশন শেষ হয়ে গেছে। আবার সাইন ইন করুন।');
  });

  it('shows the blog in Bangla, every question and answer', async () => {
    renderWithProviders(<BlogsRoute />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ওয়েব ডেভেলপমেন্ট নিয়ে প্রশ্ন ও উত্তর' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Node.js-এর event loop কী?' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(document.title).toBe('ব্লগ — MotoForge');
    const blogs = [...definedMessages.keys()].filter((component) => component.startsWith('account.blog.'));
    expect(blogs).toHaveLength(7);
    expectNoEnglishOf('account.blogsPage', ...blogs);
  });

  it('shows the portfolio in Bangla, its years in Bengali digits', async () => {
    renderWithProviders(<PortfolioRoute />);

    expect(await screen.findByRole('heading', { level: 2, name: 'প্রজেক্ট' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Farhan Kabir-এর প্রতিকৃতি' })).toBeInTheDocument();
    expect(screen.getByText('ফুল-স্ট্যাক ওয়েব ডেভেলপার')).toBeInTheDocument();
    expect(screen.getByText('ঢাকা বিশ্ববিদ্যালয়')).toBeInTheDocument();
    expect(screen.getByText('২০১৬ – ২০২০')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Bazar Ledger-এ ব্যবহৃত প্রযুক্তি' })).toHaveTextContent('সার্ভিস ওয়ার্কার');
    expect(screen.getByRole('link', { name: 'সোর্স কোড: Clinic Queue' })).toBeInTheDocument();
    // Names stay as they are.
    expect(screen.getAllByText('PostgreSQL').length).toBeGreaterThan(0);
    expect(document.title).toBe('Farhan Kabir — পোর্টফোলিও — MotoForge');
    expectNoEnglishOf(
      'account.portfolioPage',
      'account.portfolioCv',
      'account.portfolioProse',
      'account.portfolioWords',
    );
  });

  it('says in Bangla that a page does not exist', async () => {
    renderWithProviders(<NotFoundRoute />);

    expect(await screen.findByRole('heading', { level: 1, name: 'পেজটি পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'চাকা পাংচার হওয়া একটি মোটরবাইক' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমে ফিরে যান' })).toHaveAttribute('href', '/');
    expectNoEnglishOf('account.notFoundPage');
  });
});
