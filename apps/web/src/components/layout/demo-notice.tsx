import { DismissButton } from './dismiss-button';

type DemoNoticeProps = {
  email: string;
  password: string;
  onDismiss: () => void;
};

/** Tells visitors of the demo shop how to try the admin side. */
export function DemoNotice({ email, password, onDismiss }: DemoNoticeProps) {
  return (
    <aside aria-label="Demo notice" className="border-base-300 bg-base-200 border-b">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 sm:px-6 lg:px-8 py-2 text-sm sm:items-center">
        <p className="flex-1">
          <span className="badge badge-neutral badge-sm mr-2 align-middle">Demo</span>
          Try the admin dashboard with the demo account: e-mail{' '}
          <code className="bg-base-300 rounded px-1 font-semibold wrap-break-word">{email}</code>, password{' '}
          <code className="bg-base-300 rounded px-1 font-semibold wrap-break-word">{password}</code>
        </p>
        <DismissButton
          notice="demo-notice"
          label="Dismiss demo notice"
          className="btn btn-ghost btn-sm btn-square"
          onDismiss={onDismiss}
        />
      </div>
    </aside>
  );
}
