import { z } from 'zod';

import { webhookEndpointUrl } from '~/server/outbox/webhooks/endpoint-url';
import { webhookEventTypes } from '~/server/outbox/webhooks/events';

import { idSchema, pageInput } from './common';

export const WEBHOOK_FORMATS = ['standard', 'discord', 'slack'] as const;
export type WebhookFormatValue = (typeof WEBHOOK_FORMATS)[number];

/** What an admin sets for an endpoint. */
export const webhookFields = z.object({
  url: webhookEndpointUrl,
  format: z.enum(WEBHOOK_FORMATS, { message: 'Choose Standard Webhooks, Discord or Slack.' }),
  events: webhookEventTypes,
});

export const createWebhookInput = webhookFields;
export type CreateWebhookInput = z.infer<typeof createWebhookInput>;

export const updateWebhookInput = webhookFields.extend({ id: idSchema });
export type UpdateWebhookInput = z.infer<typeof updateWebhookInput>;

export const webhookIdInput = z.object({ id: idSchema });
export type WebhookIdInput = z.infer<typeof webhookIdInput>;

export const setWebhookEnabledInput = z.object({ id: idSchema, enabled: z.boolean() });
export type SetWebhookEnabledInput = z.infer<typeof setWebhookEnabledInput>;

/** A page of an endpoint's delivery log. */
export const webhookDeliveriesInput = pageInput.extend({ id: idSchema });
export type WebhookDeliveriesInput = z.infer<typeof webhookDeliveriesInput>;

export const replayWebhookDeliveryInput = z.object({ deliveryId: idSchema });
export type ReplayWebhookDeliveryInput = z.infer<typeof replayWebhookDeliveryInput>;
