import { useIsHydrated } from '@/hooks/use-is-hydrated';
import type { SignUpInput } from '@motoforge/contract';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { InputField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { defineMessages, useMessages } from '@/lib/i18n';
import { lazyResolver, rulesUnavailableMessage } from '@/lib/lazy-resolver';
import { useErrorMessage } from '@/lib/translate-message';
import { useAuth } from '../hooks/use-auth';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { googleErrorMessage } from '../utils/google-error';
import { FormAlert } from './form-alert';
import { GoogleSignInButton } from './google-sign-in-button';

const rules = lazyResolver<SignUpInput>(() => import('../lib/resolvers').then((module) => module.signUpResolver));

const signupFormMessages = defineMessages('account.signupForm', {
  form: 'Sign Up',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  submit: 'Sign Up',
  or: 'OR',
});

/** Creates an account whose display name is the name field (docs/product.md#accounts-and-roles), or signs up with Google. */
export function SignupForm({
  redirectTo,
  onSignedUp,
}: {
  /** An order in progress to come back to (Google's round trip too); home otherwise. */
  redirectTo?: string;
  onSignedUp: () => void;
}) {
  // Until the page runs, a submit would send the form natively, fields in the URL; wait for it.
  const isHydrated = useIsHydrated();
  const t = useMessages(signupFormMessages);
  const errorMessage = useErrorMessage();
  const { signUp } = useAuth();
  const [searchParams] = useSearchParams();
  const [serverError, setServerError] = useState(() => googleErrorMessage(searchParams.get('error')));
  const google = useGoogleSignIn(
    { callbackURL: redirectTo ?? paths.home.getHref(), errorCallbackURL: paths.signup.getHref(redirectTo) },
    setServerError,
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: rules.resolver,
    defaultValues: { name: '', email: '', password: '' },
  });

  // Its rules could not be downloaded (lib/lazy-resolver.ts): say so where a refused sign-in is said.
  const showRulesUnavailable = (invalid: FieldErrors) => setServerError(rulesUnavailableMessage(invalid) ?? null);
  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      await signUp(input);
      onSignedUp();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  }, showRulesUnavailable);

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={onSubmit} onFocus={rules.preload} aria-label={t.form} className="grid gap-4">
        <InputField
          label={t.name}
          type="text"
          autoComplete="name"
          error={errors.name?.message}
          registration={register('name')}
        />
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
          autoComplete="new-password"
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
