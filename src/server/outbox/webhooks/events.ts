import { z } from 'zod';

/** What a team's webhook endpoint can be sent, with the label an admin picks it by. */
export const WEBHOOK_EVENT_LABELS = {
  'item.published': 'Series item published',
  'post.published': 'Blog post published',
  'project.published': 'Project published',
  'contact.received': 'Contact message received',
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_LABELS;

export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_LABELS) as [
  WebhookEventType,
  ...WebhookEventType[],
];

/** The events an endpoint subscribes to: at least one, each once, in the order of the list above. */
export const webhookEventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { message: 'Choose an event from the list.' }))
  .min(1, 'Choose at least one event.')
  .max(WEBHOOK_EVENT_TYPES.length, 'Choose each event at most once.')
  .transform((types) => WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type)));

type PublishedData = {
  team: { name: string; slug: string };
  title: string;
  summary: string;
  /** The public page of what was published. */
  url: string;
};

// Type aliases rather than interfaces, so that an event is a JSON value the outbox can store.
export type WebhookEventData = {
  'item.published': PublishedData & { series: { title: string; url: string } };
  'post.published': PublishedData;
  'project.published': PublishedData;
  // A contact form's subject is optional.
  'contact.received': { name: string; email: string; subject: string | null; message: string };
};

/** One event as it is kept in the outbox and sent to a Standard Webhooks endpoint. */
export type WebhookEvent = {
  [Type in WebhookEventType]: {
    type: Type;
    /** When the event happened (ISO 8601): the same on every try. */
    timestamp: string;
    data: WebhookEventData[Type];
  };
}[WebhookEventType];
