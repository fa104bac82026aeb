import { Button, Heading, Link, Text } from '@react-email/components';

import { SITE_NAME } from '~/lib/site-config';

import { EmailLayout, emailStyles } from './layout';
import { renderEmail } from './render';

type PasswordResetProps = { resetUrl: string };

export function passwordResetEmail(props: PasswordResetProps) {
  return renderEmail(`Reset your ${SITE_NAME} password`, <PasswordResetEmail {...props} />);
}

/** The link of a forgotten password: it works once, within the hour. */
export function PasswordResetEmail({ resetUrl }: PasswordResetProps) {
  return (
    <EmailLayout
      preview="A link to choose a new password, valid for one hour."
      footer={
        <Text className="email-muted" style={emailStyles.muted}>
          You receive this email because someone asked to reset the password of the {SITE_NAME}{' '}
          account with this address. If it was not you, ignore it: your password stays as it is.
        </Text>
      }
    >
      <Heading as="h1" style={emailStyles.heading}>
        Reset your password
      </Heading>
      <Text style={emailStyles.paragraph}>
        Choose a new password for your {SITE_NAME} account with the button below. The link works
        once, for one hour; choosing a new password signs you out on every device.
      </Text>
      <Button href={resetUrl} style={emailStyles.button}>
        Choose a new password
      </Button>
      <Text className="email-muted" style={{ ...emailStyles.muted, marginTop: '24px' }}>
        If the button does not work, open this address:{' '}
        <Link className="email-link" href={resetUrl} style={emailStyles.link}>
          {resetUrl}
        </Link>
      </Text>
    </EmailLayout>
  );
}
