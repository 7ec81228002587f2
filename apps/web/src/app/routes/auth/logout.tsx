import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useLogout } from '../../../features/accounts/api/logout.ts';
import { AccountIcon } from '../../../features/accounts/components/account-icons.tsx';
import { AuthCard } from '../../../features/accounts/components/auth-card.tsx';
import { LogoutConfirmation } from '../../../features/accounts/components/logout-confirmation.tsx';
import { endSession, loginPagePath } from '../../../features/accounts/session/session.ts';
import { applyFormError } from '../../../lib/form-errors.ts';
import { nativeLogout } from '../../../lib/native-bridge.ts';
import { notices } from '../../../lib/notices.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';

/** `/auth/logout`: the logout confirmation (ACC-03); logging out clears the session everywhere (ACC-02). */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();

  if (!loggedIn && !logout.isSuccess) {
    return (
      <AuthCard title={t('auth.logged_out_title')} icon={<AccountIcon name="logout" className="size-6" />}>
        <div className="flex flex-col gap-3">
          <ButtonLink to="/auth/login" className="w-full">
            {t('auth.login_again')}
          </ButtonLink>
          <ButtonLink to="/" variant="secondary" className="w-full">
            {t('not_found.home')}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  const confirm = () =>
    logout.mutate(undefined, {
      onSuccess: (message) => {
        notices.showSnackbar('success', message);
        // Inside the Android wrapper the native side ends its session and shows its own login (PLT-12).
        if (nativeLogout()) {
          endSession(queryClient);
          return;
        }
        // As after deleting an account: the login page keeps the message, a visitor's `/` (the server's page) would not.
        endSession(queryClient);
        void navigate(loginPagePath, { replace: true });
      },
      onError: (error) => applyFormError(error),
    });

  return (
    <AuthCard
      title={t('auth.logout_title')}
      subtitle={t('auth.logout_body')}
      icon={<AccountIcon name="logout" className="size-6" />}
    >
      <LogoutConfirmation
        pending={logout.isPending}
        onConfirm={confirm}
        onCancel={() => void (location.key === 'default' ? navigate('/account', { replace: true }) : navigate(-1))}
      />
    </AuthCard>
  );
}
