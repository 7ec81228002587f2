import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Icon } from '../../../components/ui/icon.tsx';
import { AuthCard } from '../../../features/accounts/components/auth-card.tsx';
import { LoginForm } from '../../../features/accounts/components/login-form.tsx';
import { safeRedirect, startSession } from '../../../features/accounts/session/session.ts';
import { notices } from '../../../lib/notices.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useSitePreferences } from '../../../lib/site-preferences.tsx';

/**
 * `/auth/login` (ACC-02): after logging in, back to the page that sent the visitor here (`?redirect=`, NAV-06). A
 * new device waits for approval on /auth/waiting-approval (ACC-08).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const { tenant } = useSitePreferences();
  const redirect = safeRedirect(params.get('redirect'));

  if (loggedIn) return <Navigate to={redirect} replace />;

  return (
    <AuthCard
      title={t('auth.login_title')}
      subtitle={t('auth.login_subtitle', { brand: tenant.brandName })}
      icon={<Icon name="login" className="size-6" />}
      footer={
        <p>
          {t('auth.no_account')}{' '}
          <Link
            to="/auth/register"
            className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
          >
            {t('auth.register_link')}
          </Link>
        </p>
      }
    >
      <LoginForm
        onAuthenticated={(account, restored) => {
          if (restored) notices.showSnackbar('success', t('account.restored'));
          startSession(queryClient, account);
        }}
        onApprovalRequired={(requestId) => {
          const search = new URLSearchParams({ request: requestId, redirect });
          void navigate(`/auth/waiting-approval?${search.toString()}`);
        }}
      />
    </AuthCard>
  );
}
