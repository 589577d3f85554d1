import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages,
  newPasswordFormSchema,
  passwordResetSmsRequestSchema,
  resetByEmailFormSchema,
  resetBySmsFormSchema,
} from '@motoforge/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { InputField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { basenameOf, defineMessages, useLanguage, useMessages } from '@/lib/i18n';
import { usePublicConfig } from '@/lib/public-config';
import { useErrorMessage, useTranslateMessage } from '@/lib/translate-message';
import { confirmResetSms, requestResetEmail, requestResetSms, resetPassword } from '../api/account-recovery';
import { FormAlert } from './form-alert';

const resetMessages = defineMessages('account.passwordReset', {
  byEmailHeading: 'Get a link by e-mail',
  email: 'Email',
  sendLink: 'Send the link',
  bySmsHeading: 'Get a code by SMS',
  bySmsNote: 'For accounts whose phone was confirmed with a cash-on-delivery code.',
  phone: 'Mobile number',
  sendCode: 'Send the code',
  code: 'Code from the SMS',
  newPassword: 'New password',
  confirmPassword: 'New password again',
  setPassword: 'Set the new password',
  or: 'OR',
  login: 'Login with the new password',
  askAgain: 'Ask for a new link',
  openOutbox: 'Open the outbox',
});

/** A note said in the page's language: a success (status) or a refusal (alert). */
function Notice({ message }: { message: string | null }) {
  const translate = useTranslateMessage();
  if (!message) return null;
  return (
    <p role="status" className="alert alert-success alert-soft">
      {translate(message)}
    </p>
  );
}

function SubmitButton({ label, isPending }: { label: string; isPending: boolean }) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={isPending}>
      {isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {label}
    </button>
  );
}

/** "Forgot password?": a link by e-mail, or a code by SMS to a confirmed phone and the new password. */
export function ForgotPasswordForms() {
  const t = useMessages(resetMessages);
  return (
    <div className="grid gap-5">
      <ResetByEmail />
      <div className="divider my-0">{t.or}</div>
      <ResetBySms />
    </div>
  );
}

function ResetByEmail() {
  const t = useMessages(resetMessages);
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  // Without SMTP (the embedded default) no e-mail leaves the machine: the letter is in the outbox.
  const isOutboxOnly = usePublicConfig().data?.email === 'outbox';
  const [notice, setNotice] = useState<string | null>(null);
  const [outboxFor, setOutboxFor] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetByEmailFormSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    setNotice(null);
    setOutboxFor(null);
    setServerError(null);
    try {
      await requestResetEmail(email, `${basenameOf(language) ?? ''}${paths.resetPassword.getHref()}`);
      setNotice(isOutboxOnly ? accountMessages.resetLinkInOutbox : accountMessages.resetLinkSent);
      if (isOutboxOnly) setOutboxFor(email);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="reset-by-email-heading" className="grid gap-3">
      <h2 id="reset-by-email-heading" className="text-lg font-semibold">
        {t.byEmailHeading}
      </h2>
      <InputField
        label={t.email}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={formState.errors.email?.message}
        registration={register('email')}
      />
      <SubmitButton label={t.sendLink} isPending={formState.isSubmitting} />
      <Notice message={notice} />
      {outboxFor !== null && (
        <Link to={paths.dashboard.outbox.getHref({ to: outboxFor })} className="link link-primary">
          {t.openOutbox}
        </Link>
      )}
      <FormAlert message={serverError} />
    </form>
  );
}

function ResetBySms() {
  const t = useMessages(resetMessages);
  const errorMessage = useErrorMessage();
  const [phone, setPhone] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const ask = useForm({ resolver: zodResolver(passwordResetSmsRequestSchema), defaultValues: { phone: '' } });
  const confirm = useForm({
    resolver: zodResolver(resetBySmsFormSchema),
    defaultValues: { code: '', password: '', confirm: '' },
  });
  const onAsk = ask.handleSubmit(async (input) => {
    setNotice(null);
    setServerError(null);
    try {
      const { message } = await requestResetSms(input.phone);
      setPhone(input.phone);
      setNotice(message);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });
  const onConfirm = confirm.handleSubmit(async ({ code, password }) => {
    if (!phone) return;
    setServerError(null);
    try {
      const { message } = await confirmResetSms({ phone, code, password });
      setPhone(null);
      confirm.reset();
      setNotice(message);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });
  return (
    <div className="grid gap-3">
      <form noValidate onSubmit={onAsk} aria-labelledby="reset-by-sms-heading" className="grid gap-3">
        <h2 id="reset-by-sms-heading" className="text-lg font-semibold">
          {t.bySmsHeading}
        </h2>
        <p className="text-base-content/80 text-sm">{t.bySmsNote}</p>
        <InputField
          label={t.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="01712-345678"
          error={ask.formState.errors.phone?.message}
          registration={ask.register('phone')}
        />
        <SubmitButton label={t.sendCode} isPending={ask.formState.isSubmitting} />
      </form>
      <Notice message={notice} />
      {notice === accountMessages.passwordReset && (
        <Link to={paths.login.getHref()} className="btn btn-outline w-full">
          {t.login}
        </Link>
      )}
      {phone && (
        <form noValidate onSubmit={onConfirm} aria-label={t.setPassword} className="grid gap-3">
          <InputField
            label={t.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={confirm.formState.errors.code?.message}
            registration={confirm.register('code')}
          />
          <NewPasswordFields
            passwordError={confirm.formState.errors.password?.message}
            confirmError={confirm.formState.errors.confirm?.message}
            register={confirm.register}
          />
          <SubmitButton label={t.setPassword} isPending={confirm.formState.isSubmitting} />
        </form>
      )}
      <FormAlert message={serverError} />
    </div>
  );
}

type PasswordRegister = (name: 'password' | 'confirm') => ReturnType<ReturnType<typeof useForm>['register']>;

function NewPasswordFields({
  passwordError,
  confirmError,
  register,
}: {
  passwordError?: string;
  confirmError?: string;
  register: PasswordRegister;
}) {
  const t = useMessages(resetMessages);
  return (
    <>
      <InputField
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        error={passwordError}
        registration={register('password')}
      />
      <InputField
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={confirmError}
        registration={register('confirm')}
      />
    </>
  );
}

/** The reset link's page: a new password for the link's token, or why the link no longer works. */
export function ResetPasswordForm({ token, linkError }: { token: string | null; linkError: boolean }) {
  const t = useMessages(resetMessages);
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const [isDone, setIsDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  if (linkError || !token) {
    return (
      <div className="grid gap-4">
        <p role="alert" className="alert alert-error alert-soft">
          {translate(accountMessages.resetLinkFailed)}
        </p>
        <Link to={paths.forgotPassword.getHref()} className="btn btn-primary w-full">
          {t.askAgain}
        </Link>
      </div>
    );
  }
  if (isDone) {
    return (
      <div className="grid gap-4">
        <Notice message={accountMessages.passwordReset} />
        <Link to={paths.login.getHref()} className="btn btn-primary w-full">
          {t.login}
        </Link>
      </div>
    );
  }
  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await resetPassword(token, password);
      setIsDone(true);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.setPassword} className="grid gap-3">
      <NewPasswordFields
        passwordError={formState.errors.password?.message}
        confirmError={formState.errors.confirm?.message}
        register={register}
      />
      <SubmitButton label={t.setPassword} isPending={formState.isSubmitting} />
      <FormAlert message={serverError} />
    </form>
  );
}
