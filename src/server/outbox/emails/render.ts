import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** An email as the outbox stores it: one subject, an HTML part and a plain-text part. */
export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

/** Renders a template into both parts; the text part is made from the same markup. */
export async function renderEmail(subject: string, email: ReactElement): Promise<EmailContent> {
  const [html, text] = await Promise.all([
    render(email),
    render(email, { plainText: true, htmlToTextOptions: { wordwrap: 78 } }),
  ]);
  return { subject, html, text };
}
