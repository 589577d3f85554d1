import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages,
  changeEmailFormSchema,
  changeNameFormSchema,
  changePasswordFormSchema,
} from '@motoforge/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { ErrorState } from '@/components/ui/error-state';
import { InputField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import {
  type AccountFacts,
  changeEmail,
  changeName,
  changePassword,
  getAccountFacts,
  sendVerificationEmail,
} from '../api/account-recovery';
import { FormAlert } from './form-alert';
import { useAuth } from '../hooks/use-auth';
import { toErrorMessage } from '@/lib/api-client';
import { basenameOf, defineMessages, useLanguage, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useErrorMessage, useTranslateMessage } from '@/lib/translate-message';

const signInSettingsMessages = defineMessages('account.signInSettings', {
  heading: 'Sign-in and security',
  loading: 'Loading your sign-in details…',
  nameForm: 'Your name',
  name: 'Name',
  saveName: 'Save name',
  email: 'E-mail',
  verified: 'Verified',
  notVerified: 'Not verified',
  notVerifiedNote: 'Verify your address so that you can reset your password by e-mail and sign in with Google.',
  sendVerification: 'Send verification e-mail',
  newEmail: 'New e-mail address',
  changeEmail: 'Change e-mail',
  passwordHeading: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'New password again',
  changePassword: 'Change password',
});

const accountKey = ['auth', 'account-facts'] as const;

/** The profile's name, e-mail and password (better-auth's own endpoints), with the address's verification. */
export function SignInSettings() {
  const t = useMessages(signInSettingsMessages);
  const account = useQuery({ queryKey: accountKey, queryFn: getAccountFacts });
  return (
    <section aria-labelledby="sign-in-settings-heading" className="card bg-base-100 border-base-300 border shadow-sm">
      <div className="card-body gap-6 p-5 sm:p-6">
        <h2 id="sign-in-settings-heading" className="text-xl font-bold">
          {t.heading}
        </h2>
        {account.isPending ? (
          <p role="status" className="flex items-center gap-2">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            {t.loading}
          </p>
        ) : account.isError || !account.data ? (
          <ErrorState
            message={toErrorMessage(account.error)}
            onRetry={() => void account.refetch()}
            isRetrying={account.isFetching}
          />
        ) : (
          <>
            <NameForm account={account.data} />
            <EmailSettings account={account.data} />
            <PasswordForm />
          </>
        )}
      </div>
    </section>
  );
}

/** Where a verification link lands, in the page's language. */
function useEmailVerifiedPath() {
  const language = useLanguage();
  return `${basenameOf(language) ?? ''}${paths.emailVerified.getHref()}`;
}

function NameForm({ account }: { account: AccountFacts }) {
  const t = useMessages(signInSettingsMessages);
  const queryClient = useQueryClient();
  const { recheck } = useAuth();
  const errorMessage = useErrorMessage();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(changeNameFormSchema),
    defaultValues: { name: account.name },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    setServerError(null);
    try {
      await changeName(name);
      await queryClient.invalidateQueries({ queryKey: accountKey });
      await recheck();
      notify.success(accountMessages.nameChanged);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t.nameForm}
      className="grid items-end gap-3 sm:grid-cols-[1fr_auto]"
    >
      <InputField
        label={t.name}
        autoComplete="name"
        error={formState.errors.name?.message}
        registration={register('name')}
      />
      <SubmitButton label={t.saveName} isPending={formState.isSubmitting} />
      <FormAlert message={serverError} />
    </form>
  );
}

function EmailSettings({ account }: { account: AccountFacts }) {
  const t = useMessages(signInSettingsMessages);
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const landing = useEmailVerifiedPath();
  const [notice, setNotice] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const verification = useMutation({
    mutationFn: () => sendVerificationEmail(account.email, landing),
    onSuccess: () => notify.success(accountMessages.verificationSent),
    onError: (error) => notify.error(errorMessage(error)),
  });
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { newEmail: '' },
  });
  const onSubmit = handleSubmit(async ({ newEmail }) => {
    setServerError(null);
    setNotice(null);
    try {
      await changeEmail(newEmail, landing);
      reset();
      setNotice(accountMessages.emailChangeSent);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t.email}:</span>
        <span className="font-semibold wrap-anywhere">
          <BreakableEmail email={account.email} />
        </span>
        <span className={`badge ${account.emailVerified ? 'badge-success' : 'badge-warning'}`}>
          {account.emailVerified ? t.verified : t.notVerified}
        </span>
      </div>
      {!account.emailVerified && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-base-content/80 text-sm">{t.notVerifiedNote}</p>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={verification.isPending}
            onClick={() => verification.mutate()}
          >
            {verification.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t.sendVerification}
          </button>
        </div>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t.changeEmail}
        className="grid items-end gap-3 sm:grid-cols-[1fr_auto]"
      >
        <InputField
          label={t.newEmail}
          type="email"
          autoComplete="email"
          error={formState.errors.newEmail?.message}
          registration={register('newEmail')}
        />
        <SubmitButton label={t.changeEmail} isPending={formState.isSubmitting} />
        {notice && (
          <p role="status" className="alert alert-info alert-soft sm:col-span-2">
            {translate(notice)}
          </p>
        )}
        <FormAlert message={serverError} />
      </form>
    </div>
  );
}

function PasswordForm() {
  const t = useMessages(signInSettingsMessages);
  const { recheck } = useAuth();
  const errorMessage = useErrorMessage();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirm: '' },
  });
  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    setServerError(null);
    try {
      await changePassword(currentPassword, password);
      reset();
      // Every other session ended and this one was renewed: take up the new one.
      await recheck();
      notify.success(accountMessages.passwordChanged);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.passwordHeading} className="grid gap-3 sm:grid-cols-3">
      <h3 className="text-lg font-semibold sm:col-span-3">{t.passwordHeading}</h3>
      <InputField
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        error={formState.errors.currentPassword?.message}
        registration={register('currentPassword')}
      />
      <InputField
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        error={formState.errors.password?.message}
        registration={register('password')}
      />
      <InputField
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirm?.message}
        registration={register('confirm')}
      />
      <div className="sm:col-span-3">
        <SubmitButton label={t.changePassword} isPending={formState.isSubmitting} />
      </div>
      <div className="sm:col-span-3">
        <FormAlert message={serverError} />
      </div>
    </form>
  );
}

function SubmitButton({ label, isPending }: { label: string; isPending: boolean }) {
  return (
    <button type="submit" className="btn btn-primary" disabled={isPending}>
      {isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {label}
    </button>
  );
}
