import type { GetServerSideProps } from 'next';

import { Seo } from '~/components/layout/Seo';
import type { NextPageWithLayout } from '~/components/layout/types';
import { Alert } from '~/components/ui/Alert';
import { AuthLayout, AuthSwitchLink } from '~/features/auth/AuthLayout';
import { resetPasswordPageProps, type LinkPageProps } from '~/features/auth/link-page-props';
import { ResetPasswordForm } from '~/features/auth/ResetPasswordForm';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from '~/lib/return-path';

type ResetPasswordPageProps = LinkPageProps<{ email: string }>;

export const getServerSideProps: GetServerSideProps<ResetPasswordPageProps> =
  resetPasswordPageProps;

const ResetPasswordPage: NextPageWithLayout<ResetPasswordPageProps> = (props) => (
  <>
    <Seo title="Reset Password" path={RESET_PASSWORD_PATH} noindex />
    <AuthLayout
      title="Choose a new password"
      subtitle={
        props.ok
          ? `For ${props.email}. You will be signed out on every other device.`
          : 'This link cannot set a password.'
      }
      footer={
        !props.ok && <AuthSwitchLink href={FORGOT_PASSWORD_PATH}>Ask for a new link</AuthSwitchLink>
      }
    >
      {props.ok ? (
        <ResetPasswordForm token={props.token} email={props.email} />
      ) : (
        <Alert tone="error">{props.problem}</Alert>
      )}
    </AuthLayout>
  </>
);

// AuthLayout is the whole page: no site navigation around the card.
ResetPasswordPage.getLayout = (page) => page;

export default ResetPasswordPage;
