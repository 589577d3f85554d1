import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignupForm } from '@/features/auth/components/signup-form';
import { orderRedirectTarget } from '@/features/auth/utils/redirect-target';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { defineMessages, useMessages } from '@/lib/i18n';

const signupPageMessages = defineMessages('account.signupPage', {
  title: 'Sign Up',
  haveAccount: 'Already have an account?',
  login: 'Login',
});

export default function SignupRoute() {
  const navigate = useNavigate();
  const t = useMessages(signupPageMessages);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Signed up on the way to an order (the cart, the checkout, a purchase page): back to it;
  // from anywhere else home, as the spec says. Read once the page runs, as on the login page.
  const isHydrated = useIsHydrated();
  const orderPage = isHydrated ? orderRedirectTarget(searchParams, location.state) : undefined;

  return (
    <AuthCard title={t.title}>
      <SignupForm
        redirectTo={orderPage}
        onSignedUp={() => void navigate(orderPage ?? paths.home.getHref(), { replace: true })}
      />
      <p className="text-center text-sm">
        {t.haveAccount}{' '}
        <Link to={paths.login.getHref(orderPage)} className="link font-semibold">
          {t.login}
        </Link>
      </p>
    </AuthCard>
  );
}
