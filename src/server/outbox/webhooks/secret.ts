import { randomBytes } from 'node:crypto';

/**
 * A new signing secret for an endpoint, in the form Standard Webhooks libraries take as it is:
 * `whsec_` and the base64 of 32 random bytes.
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
