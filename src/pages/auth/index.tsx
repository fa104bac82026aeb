import { Seo } from '~/components/layout/Seo';
import type { NextPageWithLayout } from '~/components/layout/types';
import { authPageServerSideProps, type AuthPageProps } from '~/features/auth/auth-page-props';
import { AuthLayout, AuthSwitchLink } from '~/features/auth/AuthLayout';
import { SignInForm } from '~/features/auth/SignInForm';
import { SIGN_IN_PATH, signUpPath } from '~/lib/return-path';

export const getServerSideProps = authPageServerSideProps('sign-in');

const SignInPage: NextPageWithLayout<AuthPageProps> = ({ returnTo, signUpAllowed }) => (
  <>
    <Seo
      title="Sign In"
      path={SIGN_IN_PATH}
      description="Sign in to manage your team's content."
      noindex
    />
    <AuthLayout
      title="Welcome Back"
      subtitle="Sign in to your account"
      footer={
        signUpAllowed && (
          <>
            Don&apos;t have an account?{' '}
            <AuthSwitchLink href={signUpPath(returnTo)}>Create one</AuthSwitchLink>
          </>
        )
      }
    >
      <SignInForm returnTo={returnTo} />
    </AuthLayout>
  </>
);

// AuthLayout is the whole page: no site navigation around the card.
SignInPage.getLayout = (page) => page;

export default SignInPage;
