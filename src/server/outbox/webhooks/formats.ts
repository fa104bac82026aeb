import { Webhook } from 'standardwebhooks';

import { shortenText } from '~/lib/shorten-text';
import type { WebhookFormat } from '~/server/generated/prisma/enums';

import { WEBHOOK_EVENT_LABELS, type WebhookEvent } from './events';

/** What is posted to an endpoint for one event. */
export interface WebhookRequest {
  body: string;
  headers: Record<string, string>;
}

export interface BuildWebhookRequestOptions {
  /** The message's id, the same on every try, so a receiver can drop a repeat. */
  messageId: string;
  /** The time of this try, which a Standard Webhooks receiver checks is recent. */
  now?: Date;
}

/** The request that delivers `event` to an endpoint of `format`. */
export function buildWebhookRequest(
  event: WebhookEvent,
  endpoint: { format: WebhookFormat; secret: string },
  { messageId, now = new Date() }: BuildWebhookRequestOptions,
): WebhookRequest {
  const headers = { 'content-type': 'application/json' };
  switch (endpoint.format) {
    case 'standard': {
      const body = JSON.stringify(event);
      return {
        body,
        headers: {
          ...headers,
          'webhook-id': messageId,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': new Webhook(endpoint.secret).sign(messageId, now, body),
        },
      };
    }
    case 'discord':
      return { body: JSON.stringify(discordMessage(event)), headers };
    case 'slack':
      return { body: JSON.stringify(slackMessage(event)), headers };
  }
}

/** An event as a chat message shows it, whichever chat. */
interface Card {
  label: string;
  title: string;
  url?: string;
  text: string;
  /** Who it is from: the team, or the person who wrote a contact message. */
  from: string;
  /** The series an item belongs to. */
  context?: { title: string; url: string };
}

function cardOf(event: WebhookEvent): Card {
  const label = WEBHOOK_EVENT_LABELS[event.type];
  if (event.type === 'contact.received') {
    const { name, email, subject, message } = event.data;
    return {
      label,
      title: subject || `Message from ${name}`,
      text: message,
      from: `${name} <${email}>`,
    };
  }
  const { team, title, summary, url } = event.data;
  return {
    label,
    title,
    url,
    text: summary,
    from: team.name,
    context: event.type === 'item.published' ? event.data.series : undefined,
  };
}

/** `text` within `max` characters, the ellipsis included. */
function within(text: string, max: number): string {
  return shortenText(text, max - 1);
}

/**
 * Discord's limits: an embed's title and author name 256 characters, its description 4096, and
 * all of an embed's text 6000 together, which a footer held to 256 keeps it under.
 */
function discordMessage(event: WebhookEvent) {
  const card = cardOf(event);
  return {
    content: card.label,
    embeds: [
      {
        title: within(card.title, 256),
        ...(card.url && { url: card.url }),
        ...(card.text && { description: within(card.text, 4096) }),
        ...(card.context && {
          author: { name: within(card.context.title, 256), url: card.context.url },
        }),
        footer: { text: within(card.from, 256) },
        timestamp: event.timestamp,
      },
    ],
    // Titles and messages are typed by people: an "@everyone" in one must stay text.
    allowed_mentions: { parse: [] },
  };
}

/**
 * Slack reads `<…>` as a link or a mention (`<!channel>`), so text typed by a person has `&`,
 * `<` and `>` escaped as Slack asks.
 */
function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A section's text holds at most 3000 characters; escaping can make each character five, so the
 * title and the text are cut short before.
 */
function slackMessage(event: WebhookEvent) {
  const card = cardOf(event);
  const title = slackEscape(within(card.title, 150));
  const heading = card.url ? `*<${slackEscape(card.url)}|${title}>*` : `*${title}*`;
  const context = card.context
    ? `${slackEscape(within(card.from, 100))} · <${slackEscape(card.context.url)}|${slackEscape(within(card.context.title, 100))}>`
    : slackEscape(within(card.from, 200));
  return {
    text: `${card.label}: ${title}`,
    blocks: [
      {
        type: 'section',
        text: { type: 'mrkdwn', text: `${heading}\n${slackEscape(within(card.text, 300))}` },
      },
      { type: 'context', elements: [{ type: 'mrkdwn', text: context }] },
    ],
  };
}
