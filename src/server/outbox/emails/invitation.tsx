import { Button, Heading, Link, Text } from '@react-email/components';

import { SITE_NAME } from '~/lib/site-config';
import { teamRolePhrase } from '~/lib/team-role-phrase';
import type { TeamRole } from '~/server/generated/prisma/enums';

import { EmailLayout, emailStyles } from './layout';
import { renderEmail } from './render';

interface InvitationProps {
  teamName: string;
  /** Who invited them; null when that account is gone. */
  inviterName: string | null;
  role: TeamRole;
  acceptUrl: string;
  /** The day the link stops working, written out. */
  expiresOn: string;
}

export function invitationEmail(props: InvitationProps) {
  return renderEmail(
    `You are invited to join ${props.teamName} on ${SITE_NAME}`,
    <InvitationEmail {...props} />,
  );
}

/** An invitation to a team for an address without an account: the link opens one. */
export function InvitationEmail({
  teamName,
  inviterName,
  role,
  acceptUrl,
  expiresOn,
}: InvitationProps) {
  const who = inviterName ?? 'A team admin';
  return (
    <EmailLayout
      preview={`${who} invited you to join ${teamName}.`}
      footer={
        <Text className="email-muted" style={emailStyles.muted}>
          You receive this email because {who} invited this address to a team on {SITE_NAME}. If you
          do not want to join, ignore it: no account is made without you.
        </Text>
      }
    >
      <Heading as="h1" style={emailStyles.heading}>
        Join {teamName}
      </Heading>
      <Text style={emailStyles.paragraph}>
        {who} invited you to join {teamName} on {SITE_NAME} as {teamRolePhrase(role)}. Accept with
        the button below: you choose your name and password, and you are in the team.
      </Text>
      <Button href={acceptUrl} style={emailStyles.button}>
        Accept the invitation
      </Button>
      <Text className="email-muted" style={{ ...emailStyles.muted, marginTop: '24px' }}>
        The link works until {expiresOn}. If the button does not work, open this address:{' '}
        <Link className="email-link" href={acceptUrl} style={emailStyles.link}>
          {acceptUrl}
        </Link>
      </Text>
    </EmailLayout>
  );
}
