import { Button, Heading, Link, Text } from '@react-email/components';

import { SITE_NAME } from '~/lib/site-config';

import { EmailLayout, emailStyles } from './layout';

/**
 * Asks the owner of an address to confirm that they follow a series (by its title) or the blog.
 * Nothing in it comes from the person who asked but the address it was sent to.
 */
export function FollowConfirmEmail({
  address,
  seriesTitle,
  confirmUrl,
}: {
  address: string;
  /** Null: the blog. */
  seriesTitle: string | null;
  confirmUrl: string;
}) {
  const subject = seriesTitle ? `the series “${seriesTitle}”` : `the ${SITE_NAME} blog`;
  return (
    <EmailLayout
      preview={`Confirm that you want to follow ${subject}.`}
      footer={
        <Text className="email-muted" style={emailStyles.muted}>
          Someone asked to send updates from {SITE_NAME} to {address}. If it was not you, ignore
          this email: nothing will be sent to you unless the request is confirmed.
        </Text>
      }
    >
      <Heading as="h1" style={emailStyles.heading}>
        Confirm that you want to follow
      </Heading>
      <Text style={emailStyles.paragraph}>
        You asked to receive an email when {subject} has news. Confirm it, and we will write to you
        when something new is published. The link works for 7 days.
      </Text>
      <Button href={confirmUrl} style={emailStyles.button}>
        Confirm
      </Button>
      <Text className="email-muted" style={{ ...emailStyles.muted, marginTop: '20px' }}>
        Or open this link:{' '}
        <Link className="email-link" href={confirmUrl} style={emailStyles.link}>
          {confirmUrl}
        </Link>
      </Text>
    </EmailLayout>
  );
}
