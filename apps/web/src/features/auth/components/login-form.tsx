import { useIsHydrated } from '@/hooks/use-is-hydrated';
import type { SignInInput } from '@motoforge/contract';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { InputField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { defineMessages, useMessages } from '@/lib/i18n';
import { lazyResolver, rulesUnavailableMessage } from '@/lib/lazy-resolver';
import { useErrorMessage, useTranslateMessage } from '@/lib/translate-message';
import { useAuth } from '../hooks/use-auth';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { googleErrorMessage } from '../utils/google-error';
import { loginNoticeIn } from '../utils/login-notice';
import { FormAlert } from './form-alert';
import { GoogleSignInButton } from './google-sign-in-button';

const rules = lazyResolver<SignInInput>(() => import('../lib/resolvers').then((module) => module.signInResolver));

const loginFormMessages = defineMessages('account.loginForm', {
  form: 'Login',
  email: 'Email',
  password: 'Password',
  submit: 'Login',
  or: 'OR',
});

type LoginFormProps = {
  /** A safe path on this site (see safeRedirectTarget); Google sign-in comes back there too. */
  redirectTo: string;
  onSignedIn: () => void;
};

/** E-mail and password sign-in, validated by the same schema the server uses, and Google. */
export function LoginForm({ redirectTo, onSignedIn }: LoginFormProps) {
  // Until the page runs, a submit would send the form natively, fields in the URL; wait for it.
  const isHydrated = useIsHydrated();
  const t = useMessages(loginFormMessages);
  const errorMessage = useErrorMessage();
  const { signIn } = useAuth();
  const [searchParams] = useSearchParams();
  // Router state, which a server-rendered page does not have: read once the page runs.
  const { state } = useLocation();
  const translate = useTranslateMessage();
  const notice = isHydrated ? loginNoticeIn(state) : null;
  const [serverError, setServerError] = useState(() => googleErrorMessage(searchParams.get('error')));
  const google = useGoogleSignIn(
    { callbackURL: redirectTo, errorCallbackURL: paths.login.getHref(redirectTo) },
    setServerError,
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: rules.resolver, defaultValues: { email: '', password: '' } });

  // Its rules could not be downloaded (lib/lazy-resolver.ts): say so where a refused sign-in is said.
  const showRulesUnavailable = (invalid: FieldErrors) => setServerError(rulesUnavailableMessage(invalid) ?? null);
  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      await signIn(input);
      onSignedIn();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  }, showRulesUnavailable);

  return (
    <div className="grid gap-4">
      {notice && (
        <p role="alert" className="alert alert-warning alert-soft border-warning/50 text-base-content border">
          {translate(notice)}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} onFocus={rules.preload} aria-label={t.form} className="grid gap-4">
        <InputField
          label={t.email}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          registration={register('email')}
        />
        <InputField
          label={t.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          registration={register('password')}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting || !isHydrated}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t.submit}
        </button>
        <FormAlert message={serverError} />
      </form>
      <div className="divider my-0">{t.or}</div>
      <GoogleSignInButton
        onClick={() => {
          setServerError(null);
          void google.start();
        }}
        isPending={google.isRedirecting}
        disabled={isSubmitting}
      />
    </div>
  );
}
