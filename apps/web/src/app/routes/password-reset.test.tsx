import { accountMessages, checkoutMessages } from '@motoforge/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '@/features/auth/testing/render-with-auth';
import { stubFetch } from '@/testing/render-with-providers';
import EmailVerifiedRoute from './email-verified';
import ForgotPasswordRoute from './forgot-password';
import LoginRoute from './login';
import ResetPasswordRoute from './reset-password';
import { testPublicConfig } from '@/testing/public-config';

const routes = [
  { path: '/login', element: <LoginRoute /> },
  { path: '/forgot-password', element: <ForgotPasswordRoute /> },
  { path: '/reset-password', element: <ResetPasswordRoute /> },
  { path: '/email-verified', element: <EmailVerifiedRoute /> },
  { path: '/dashboard/profile', element: <h1>Profile page</h1> },
];
// A shop without Google, as GET /api/config says (the Google button reads it).
const signedOut = { 'GET /api/auth/get-session': { body: null }, 'GET /api/config': { body: testPublicConfig } };
const bodiesSentTo = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  fetchMock.mock.calls
    .filter(([called]) => String(called) === url)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('Forgot password', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is a link under the login form', async () => {
    stubFetch(signedOut);
    renderWithAuth(routes, { route: '/login' });
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('e-mails a link to the reset page and says so, whatever the address', async () => {
    const fetchMock = stubFetch({
      ...signedOut,
      'GET /api/config': { body: { ...testPublicConfig, email: 'smtp' } },
      'POST /api/auth/request-password-reset': { body: { status: true } },
    });
    renderWithAuth(routes, { route: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getAllByLabelText('Email')[0]!, 'rider@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(accountMessages.resetLinkSent)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/auth/request-password-reset')).toEqual([
      { email: 'rider@example.com', redirectTo: '/reset-password' },
    ]);
  });

  it("says the link is in the admin's outbox on a shop that sends no e-mail (no SMTP)", async () => {
    stubFetch({ ...signedOut, 'POST /api/auth/request-password-reset': { body: { status: true } } });
    renderWithAuth(routes, { route: '/forgot-password' });
    await userEvent.type(screen.getAllByLabelText('Email')[0]!, 'rider@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.resetLinkInOutbox);
    expect(screen.queryByText(accountMessages.resetLinkSent)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the outbox' })).toHaveAttribute(
      'href',
      '/dashboard/outbox?to=rider%40example.com',
    );
  });

  it('sends a code by SMS, then sets the new password with it', async () => {
    const fetchMock = stubFetch({
      ...signedOut,
      'POST /api/password-reset/sms': { status: 202, body: { message: accountMessages.resetCodeSent } },
      'POST /api/password-reset/sms/confirm': { body: { message: accountMessages.passwordReset } },
    });
    renderWithAuth(routes, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText(/Enter a Bangladeshi mobile number/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '01712-345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText(accountMessages.resetCodeSent)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Code from the SMS'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-pass');
    await userEvent.type(screen.getByLabelText('New password again'), 'another-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText(accountMessages.passwordsDiffer)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password again'));
    await userEvent.type(screen.getByLabelText('New password again'), 'a-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText(accountMessages.passwordReset)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login with the new password' })).toHaveAttribute('href', '/login');
    expect(bodiesSentTo(fetchMock, '/api/password-reset/sms/confirm')).toEqual([
      { phone: '+8801712345678', code: '123456', password: 'a-new-pass' },
    ]);
  });

  it("shows the server's refusal of a wrong code", async () => {
    stubFetch({
      ...signedOut,
      'POST /api/password-reset/sms': { status: 202, body: { message: accountMessages.resetCodeSent } },
      'POST /api/password-reset/sms/confirm': {
        status: 400,
        body: { success: false, message: checkoutMessages.phoneCodeInvalid },
      },
    });
    renderWithAuth(routes, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Mobile number'), '01712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '000000');
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-pass');
    await userEvent.type(screen.getByLabelText('New password again'), 'a-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(checkoutMessages.phoneCodeInvalid);
  });
});

describe('The reset link and the verification link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets the new password with the link’s token', async () => {
    const fetchMock = stubFetch({ ...signedOut, 'POST /api/auth/reset-password': { body: { status: true } } });
    renderWithAuth(routes, { route: '/reset-password?token=abc123' });
    await userEvent.type(screen.getByLabelText('New password'), 'fresh-pass');
    await userEvent.type(screen.getByLabelText('New password again'), 'fresh-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText(accountMessages.passwordReset)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/auth/reset-password')).toEqual([
      { token: 'abc123', newPassword: 'fresh-pass' },
    ]);
  });

  it('says when the link no longer works, and offers a new one', async () => {
    stubFetch(signedOut);
    renderWithAuth(routes, { route: '/reset-password?error=INVALID_TOKEN' });
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.resetLinkFailed);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says the e-mail is verified, or that the link failed', async () => {
    stubFetch(signedOut);
    const { unmount } = renderWithAuth(routes, { route: '/email-verified' });
    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.emailVerified);
    unmount();
    renderWithAuth(routes, { route: '/email-verified?error=INVALID_TOKEN' });
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.emailVerifyFailed);
  });
});
