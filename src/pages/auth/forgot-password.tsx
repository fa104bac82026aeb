import { Seo } from '~/components/layout/Seo';
import type { NextPageWithLayout } from '~/components/layout/types';
import { AuthLayout, AuthSwitchLink } from '~/features/auth/AuthLayout';
import { ForgotPasswordForm } from '~/features/auth/ForgotPasswordForm';
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from '~/lib/return-path';

const ForgotPasswordPage: NextPageWithLayout = () => (
  <>
    <Seo title="Forgot Password" path={FORGOT_PASSWORD_PATH} noindex />
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your account's email and we will send you a link to choose a new one."
      footer={
        <>
          Remembered it? <AuthSwitchLink href={SIGN_IN_PATH}>Sign in</AuthSwitchLink>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  </>
);

// AuthLayout is the whole page: no site navigation around the card.
ForgotPasswordPage.getLayout = (page) => page;

export default ForgotPasswordPage;
