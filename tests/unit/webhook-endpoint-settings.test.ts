import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';

import { webhookEndpointUrl } from '~/server/outbox/webhooks/endpoint-url';
import { WEBHOOK_EVENT_LABELS, webhookEventTypes } from '~/server/outbox/webhooks/events';
import { newWebhookSecret } from '~/server/outbox/webhooks/secret';

function urlProblem(value: unknown): string | undefined {
  const result = webhookEndpointUrl.safeParse(value);
  return result.success ? undefined : result.error.issues[0]!.message;
}

describe('webhookEndpointUrl', () => {
  it('takes an http(s) URL with a host, trimmed', () => {
    expect(webhookEndpointUrl.parse('  https://hooks.example.com/t/1?x=y ')).toBe(
      'https://hooks.example.com/t/1?x=y',
    );
    expect(urlProblem('http://192.0.2.10:8080/hook')).toBeUndefined();
  });

  it('says what is wrong in words a person understands', () => {
    expect(urlProblem('')).toBe('Enter the URL to send events to.');
    expect(urlProblem(undefined)).toBe('Enter the URL to send events to.');
    expect(urlProblem('hooks.example.com')).toBe(
      'Enter a full URL starting with https:// (or http://).',
    );
    expect(urlProblem('ftp://example.com/')).toBe('The URL must start with https:// (or http://).');
    expect(urlProblem('javascript:alert(1)')).toBe(
      'The URL must start with https:// (or http://).',
    );
    expect(urlProblem('https://user:secret@example.com/')).toBe(
      'Leave the user name and password out of the URL.',
    );
    expect(urlProblem(`https://example.com/${'a'.repeat(2000)}`)).toBe(
      'The URL must be at most 2,000 characters.',
    );
  });
});

describe('webhookEventTypes', () => {
  it('takes known events, each once, in a fixed order', () => {
    expect(
      webhookEventTypes.parse(['contact.received', 'item.published', 'item.published']),
    ).toEqual(['item.published', 'contact.received']);
    expect(Object.values(WEBHOOK_EVENT_LABELS)).toEqual([
      'Series item published',
      'Blog post published',
      'Project published',
      'Contact message received',
    ]);
  });

  it('refuses an empty list and unknown events', () => {
    expect(webhookEventTypes.safeParse([]).error?.issues[0]?.message).toBe(
      'Choose at least one event.',
    );
    expect(webhookEventTypes.safeParse(['team.deleted']).error?.issues[0]?.message).toBe(
      'Choose an event from the list.',
    );
  });
});

describe('newWebhookSecret', () => {
  it('is whsec_ and 32 random bytes in base64, which Standard Webhooks libraries take', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
    expect(() => new Webhook(secret)).not.toThrow();
  });
});
