import { Button, Heading, Img, Link, Section, Text } from '@react-email/components';

import { SITE_NAME } from '~/lib/site-config';

import type { RecipientLinks } from '../recipient-links';
import { EmailLayout, emailStyles } from './layout';

export interface NewItemEmailProps {
  /** What the follower follows, as the footer names it: 'the series "Week by week"', 'the blog'. */
  followed: string;
  /** Above the title: the series' name, or 'New on the blog'. */
  kicker: string;
  title: string;
  summary: string | null;
  /** Email-safe HTML (a post's content), or plain text (an item's), or nothing. */
  content: { html: string } | { text: string } | null;
  imageUrl: string | null;
  videoUrl: string | null;
  pageUrl: string;
  /** The follower's links: stand-ins, replaced in each copy as it is sent. */
  links: RecipientLinks;
}

/** A new series item or blog post, as its followers receive it. */
export function NewItemEmail({
  followed,
  kicker,
  title,
  summary,
  content,
  imageUrl,
  videoUrl,
  pageUrl,
  links,
}: NewItemEmailProps) {
  return (
    <EmailLayout
      preview={summary ?? title}
      footer={
        <>
          <Text className="email-muted" style={emailStyles.muted}>
            You receive this email because you follow {followed} on {SITE_NAME}.
          </Text>
          <Text className="email-muted" style={emailStyles.muted}>
            <Link className="email-link" href={links.manage} style={emailStyles.link}>
              Manage what you follow
            </Link>
            {' · '}
            <Link className="email-link" href={links.unsubscribe} style={emailStyles.link}>
              Unsubscribe
            </Link>
          </Text>
        </>
      }
    >
      <Text className="email-muted" style={{ ...emailStyles.muted, fontWeight: 600 }}>
        {kicker}
      </Text>
      <Heading as="h1" style={emailStyles.heading}>
        {title}
      </Heading>
      {summary && (
        <Text style={{ ...emailStyles.paragraph, fontSize: '17px' }}>
          <strong>{summary}</strong>
        </Text>
      )}
      {imageUrl && (
        <Img
          src={imageUrl}
          alt=""
          width="552"
          style={{ maxWidth: '100%', height: 'auto', borderRadius: '8px', margin: '0 0 16px' }}
        />
      )}
      {content && 'html' in content && (
        <Section style={{ fontSize: '16px', lineHeight: '26px' }}>
          <div dangerouslySetInnerHTML={{ __html: content.html }} />
        </Section>
      )}
      {content &&
        'text' in content &&
        paragraphsOf(content.text).map((paragraph, index) => (
          <Text key={index} style={{ ...emailStyles.paragraph, whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ))}
      {videoUrl && (
        <Text style={emailStyles.paragraph}>
          <Link className="email-link" href={videoUrl} style={emailStyles.link}>
            Watch the video on YouTube
          </Link>
        </Text>
      )}
      <Section style={{ margin: '8px 0 0' }}>
        <Button href={pageUrl} style={emailStyles.button}>
          Read on {SITE_NAME}
        </Button>
      </Section>
    </EmailLayout>
  );
}

/** Plain text as paragraphs: a blank line separates them, a single break stays a break. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
