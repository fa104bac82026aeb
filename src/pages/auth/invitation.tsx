import type { GetServerSideProps } from 'next';

import { Seo } from '~/components/layout/Seo';
import type { NextPageWithLayout } from '~/components/layout/types';
import { Alert } from '~/components/ui/Alert';
import { AuthLayout, AuthSwitchLink } from '~/features/auth/AuthLayout';
import { InvitationForm } from '~/features/auth/InvitationForm';
import {
  invitationPageProps,
  type InvitationDetails,
  type LinkPageProps,
} from '~/features/auth/link-page-props';
import { INVITATION_PATH, SIGN_IN_PATH } from '~/lib/return-path';
import { teamRolePhrase } from '~/lib/team-role-phrase';

type InvitationPageProps = LinkPageProps<InvitationDetails>;

export const getServerSideProps: GetServerSideProps<InvitationPageProps> = invitationPageProps;

const InvitationPage: NextPageWithLayout<InvitationPageProps> = (props) => (
  <>
    <Seo title="Accept Invitation" path={INVITATION_PATH} noindex />
    <AuthLayout
      title={props.ok ? `Join ${props.teamName}` : 'Invitation'}
      subtitle={
        props.ok
          ? `You are invited as ${teamRolePhrase(props.role)}. Choose your name and password.`
          : 'This link opens no invitation.'
      }
      footer={
        !props.ok && (
          <>
            Have an account? <AuthSwitchLink href={SIGN_IN_PATH}>Sign in</AuthSwitchLink>
          </>
        )
      }
    >
      {props.ok ? (
        <InvitationForm token={props.token} email={props.email} />
      ) : (
        <Alert tone="error">{props.problem}</Alert>
      )}
    </AuthLayout>
  </>
);

// AuthLayout is the whole page: no site navigation around the card.
InvitationPage.getLayout = (page) => page;

export default InvitationPage;
