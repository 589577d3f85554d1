import { defineMessages, useMessages } from '@/lib/i18n';
import { DismissButton } from './dismiss-button';

const demoNoticeMessages = defineMessages('layout.demoNotice', {
  notice: 'Demo notice',
  demo: 'Demo',
  tryAdmin: 'Try the admin dashboard with the demo account: e-mail',
  password: 'password',
  dismiss: 'Dismiss demo notice',
});

type DemoNoticeProps = {
  email: string;
  password: string;
  onDismiss: () => void;
};

/** Tells visitors of the demo shop how to try the admin side. */
export function DemoNotice({ email, password, onDismiss }: DemoNoticeProps) {
  const t = useMessages(demoNoticeMessages);
  return (
    <aside aria-label={t.notice} className="border-base-300 bg-base-200 border-b">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 sm:px-6 lg:px-8 py-2 text-sm sm:items-center">
        <p className="flex-1">
          <span className="badge badge-neutral badge-sm mr-2 align-middle">{t.demo}</span>
          {t.tryAdmin} <code className="bg-base-300 rounded px-1 font-semibold wrap-break-word">{email}</code>,{' '}
          {t.password} <code className="bg-base-300 rounded px-1 font-semibold wrap-break-word">{password}</code>
        </p>
        <DismissButton
          notice="demo-notice"
          label={t.dismiss}
          className="btn btn-ghost btn-sm btn-square"
          onDismiss={onDismiss}
        />
      </div>
    </aside>
  );
}
