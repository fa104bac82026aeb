import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

import { SITE_NAME } from '~/lib/site-config';
import { SITE_URL } from '~/lib/site-url';

/** The site's look in mail clients: 600 px wide, system fonts, light and dark colour schemes. */
const colours = {
  page: '#f4f4f5',
  card: '#ffffff',
  text: '#18181b',
  muted: '#52525b',
  accent: '#4f46e5',
  line: '#e4e4e7',
};

// Mail clients that honour prefers-color-scheme get the site's dark palette; the others keep
// the light one, which reads well in clients that invert colours themselves.
const darkMode = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    /* Body sets its background on the cell it wraps the email in, not on <body>. */
    .email-page, .email-page > table > tbody > tr > td { background-color: #09090b !important; }
    .email-card { background-color: #18181b !important; border-color: #27272a !important; }
    .email-text { color: #f4f4f5 !important; }
    .email-muted { color: #a1a1aa !important; }
    .email-link { color: #a5b4fc !important; }
  }
`;

export const emailStyles = {
  heading: { fontSize: '22px', lineHeight: '30px', fontWeight: 700, margin: '0 0 12px' },
  paragraph: { fontSize: '16px', lineHeight: '26px', margin: '0 0 16px' },
  button: {
    backgroundColor: colours.accent,
    borderRadius: '8px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  muted: { color: colours.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  link: { color: colours.accent },
} as const;

export function EmailLayout({
  preview,
  children,
  footer,
}: {
  /** The line inboxes show beside the subject. */
  preview: string;
  children: ReactNode;
  /** Why the person receives this email, and how to stop it where that applies. */
  footer: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkMode}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="email-page"
        style={{
          backgroundColor: colours.page,
          color: colours.text,
          fontFamily: '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '24px 12px',
        }}
      >
        <Container style={{ maxWidth: '600px', width: '100%', margin: '0 auto' }}>
          <Text style={{ fontSize: '15px', fontWeight: 700, margin: '0 0 12px' }}>
            <Link className="email-text" href={SITE_URL} style={{ color: colours.text }}>
              {SITE_NAME}
            </Link>
          </Text>
          <Section
            className="email-card email-text"
            style={{
              backgroundColor: colours.card,
              border: `1px solid ${colours.line}`,
              borderRadius: '12px',
              color: colours.text,
              padding: '28px 24px',
            }}
          >
            {children}
          </Section>
          <Hr style={{ borderColor: colours.line, margin: '20px 0 12px' }} />
          <Section className="email-muted" style={{ color: colours.muted }}>
            {footer}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
