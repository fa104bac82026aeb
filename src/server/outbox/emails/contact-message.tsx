import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { Fragment } from 'react';

import { SITE_NAME } from '~/lib/site-config';

import { EmailLayout, emailStyles } from './layout';
import { renderEmail } from './render';

interface ContactMessageProps {
  name: string;
  email: string;
  subject: string | null;
  message: string;
  /** The system area's Messages screen, where these emails are also turned off. */
  inboxUrl: string;
}

// What a visitor typed goes into the Subject header as one line.
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

export function contactMessageEmail(props: ContactMessageProps) {
  return renderEmail(
    props.subject
      ? `Contact message: ${oneLine(props.subject)}`
      : `Contact message from ${oneLine(props.name)}`,
    <ContactMessageEmail {...props} />,
  );
}

/**
 * A visitor's contact message for the system admins who asked for them. It holds what the
 * visitor typed (React escapes it); replying answers the visitor, whose address is its Reply-To.
 */
export function ContactMessageEmail({
  name,
  email,
  subject,
  message,
  inboxUrl,
}: ContactMessageProps) {
  return (
    <EmailLayout
      preview={`${name} wrote through the contact form.`}
      footer={
        <Text className="email-muted" style={emailStyles.muted}>
          You receive this email as a system administrator of {SITE_NAME} who asked for each contact
          message. Turn it off with &quot;Email me each contact message&quot; on the{' '}
          <Link className="email-link" href={inboxUrl} style={emailStyles.link}>
            Messages screen
          </Link>
          .
        </Text>
      }
    >
      <Heading as="h1" style={emailStyles.heading}>
        New contact message
      </Heading>
      <Text style={emailStyles.paragraph}>
        From {name} ({email}){subject ? ` — ${subject}` : ''}
      </Text>
      <Section
        style={{
          borderLeft: '3px solid #a5b4fc',
          margin: '0 0 20px',
          padding: '4px 0 4px 16px',
        }}
      >
        <Text style={{ ...emailStyles.paragraph, margin: '0' }}>
          {message.split(/\r?\n/).map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Text>
      </Section>
      <Text style={emailStyles.paragraph}>Reply to this email to answer {name}.</Text>
      <Button href={inboxUrl} style={emailStyles.button}>
        Open the inbox
      </Button>
    </EmailLayout>
  );
}
