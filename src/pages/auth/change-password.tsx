import type { GetServerSideProps } from 'next';

import { Seo } from '~/components/layout/Seo';
import type { NextPageWithLayout } from '~/components/layout/types';
import { AuthLayout } from '~/features/auth/AuthLayout';
import { ChangePasswordForm } from '~/features/auth/ChangePasswordForm';
import { CHANGE_PASSWORD_PATH, safeReturnPath, signInPath } from '~/lib/return-path';
import { getServerAuthSession } from '~/server/auth/session';

interface ChangePasswordPageProps {
  email: string;
  returnTo: string;
  /** Signed in with a temporary password, which must be replaced before anything else. */
  temporary: boolean;
}

export const getServerSideProps: GetServerSideProps<ChangePasswordPageProps> = async (context) => {
  const session = await getServerAuthSession(context);
  if (!session) {
    return {
      redirect: { destination: signInPath(context.resolvedUrl), permanent: false },
    };
  }
  return {
    props: {
      email: session.user.email,
      returnTo: safeReturnPath(context.query.callbackUrl ?? '/admin'),
      temporary: session.user.mustChangePassword,
    },
  };
};

const ChangePasswordPage: NextPageWithLayout<ChangePasswordPageProps> = ({
  email,
  returnTo,
  temporary,
}) => (
  <>
    <Seo title="Change Password" path={CHANGE_PASSWORD_PATH} noindex />
    <AuthLayout
      title="Change your password"
      subtitle={
        temporary
          ? 'You signed in with a temporary password. Choose your own to go on.'
          : 'Your other devices will be signed out.'
      }
    >
      <ChangePasswordForm email={email} returnTo={returnTo} />
    </AuthLayout>
  </>
);

// AuthLayout is the whole page: no site navigation around the card.
ChangePasswordPage.getLayout = (page) => page;

export default ChangePasswordPage;
