import { params, defineMessages, useMessages } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const welcomeMessages = defineMessages('dashboard.welcome', {
  welcome: params('Welcome to your dashboard, {name}'),
  // What each side of the dashboard is for, in the order its menu lists it.
  customerPurpose:
    'Follow your orders, pay for them by card, tell other riders what you think and keep your details up to date.',
  adminPurpose:
    "Approve paid orders for shipping, keep the catalogue and its stock up to date, read the riders' questions and make other admins.",
  profile: 'Personal Information',
});

/**
 * The dashboard's index (docs/product.md#dashboard): a banner and a way to the Personal Information page. An admin
 * runs the shop rather than buying from it, so the banner says what their side is for.
 */
export function DashboardWelcome({ name, isAdmin }: { name: string; isAdmin: boolean }) {
  const t = useMessages(welcomeMessages);
  return (
    <section className="bg-neutral text-neutral-content overflow-hidden rounded-box shadow-sm">
      <img
        src="/images/dashboard-banner.svg"
        alt=""
        width={1200}
        height={300}
        className="h-32 w-full object-cover sm:h-auto"
      />
      <div className="grid gap-3 p-5 sm:p-8">
        <h1 className="text-2xl font-extrabold break-words sm:text-3xl">{t.welcome({ name })}</h1>
        <p className="text-neutral-content/80 max-w-2xl">{isAdmin ? t.adminPurpose : t.customerPurpose}</p>
        <Link to={paths.dashboard.profile.getHref()} className="btn btn-primary justify-self-start">
          {t.profile}
        </Link>
      </div>
    </section>
  );
}
