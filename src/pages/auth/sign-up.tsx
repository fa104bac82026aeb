import { Seo } from '~/components/layout/Seo';
import type { NextPageWithLayout } from '~/components/layout/types';
import { authPageServerSideProps, type AuthPageProps } from '~/features/auth/auth-page-props';
import { AuthLayout, AuthSwitchLink } from '~/features/auth/AuthLayout';
import { SignUpForm } from '~/features/auth/SignUpForm';
import { SIGN_UP_PATH, signInPath } from '~/lib/return-path';

export const getServerSideProps = authPageServerSideProps('sign-up');

const SignUpPage: NextPageWithLayout<AuthPageProps> = ({ returnTo }) => (
  <>
    <Seo
      title="Create an Account"
      path={SIGN_UP_PATH}
      description="Create an account to manage your team's content."
      noindex
    />
    <AuthLayout
      title="Create an account"
      subtitle="Enter your details to get started"
      footer={
        <>
          Already have an account?{' '}
          <AuthSwitchLink href={signInPath(returnTo)}>Sign in</AuthSwitchLink>
        </>
      }
    >
      <SignUpForm returnTo={returnTo} />
    </AuthLayout>
  </>
);

// AuthLayout is the whole page: no site navigation around the card.
SignUpPage.getLayout = (page) => page;

export default SignUpPage;
