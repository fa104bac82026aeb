import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postWebhook } from '~/server/http/outgoing';
import type { WebhookEvent } from '~/server/outbox/webhooks/events';
import { buildWebhookRequest } from '~/server/outbox/webhooks/formats';
import { newWebhookSecret } from '~/server/outbox/webhooks/secret';

const team = { name: 'Night Owls', slug: 'night-owls' };
const item: WebhookEvent = {
  type: 'item.published',
  timestamp: '2026-03-02T10:00:00.000Z',
  data: {
    team,
    title: 'Week 3: <!channel> & friends @everyone',
    summary: 'We shipped the <b>parser</b> & fixed 3 bugs.',
    url: 'https://teamfolio.example/night-owls/series/hackathon/week-3?a=1&b=2',
    series: { title: 'AI hackathon', url: 'https://teamfolio.example/night-owls/series/hackathon' },
  },
};
const contact: WebhookEvent = {
  type: 'contact.received',
  timestamp: '2026-03-02T10:00:00.000Z',
  data: { name: 'Ada', email: 'ada@example.com', subject: null, message: 'Hello @here' },
};

/** A Standard Webhooks receiver: answers 204 to a call it verifies with the secret, else 401. */
const secret = newWebhookSecret();
const verified: unknown[] = [];
let server: http.Server;
let receiverUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      try {
        verified.push(new Webhook(secret).verify(body, req.headers as Record<string, string>));
        res.writeHead(204).end();
      } catch {
        res.writeHead(401).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const send = (request: { body: string; headers: Record<string, string> }) =>
  postWebhook(receiverUrl, request, { allowAddresses: ['127.0.0.1'] });

describe('the standard format', () => {
  it('is the event as JSON, signed so that a Standard Webhooks receiver verifies it', async () => {
    const request = buildWebhookRequest(
      item,
      { format: 'standard', secret },
      { messageId: 'msg_1' },
    );
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual(item);
    expect(await send(request)).toMatchObject({ kind: 'response', status: 204 });
    expect(verified.at(-1)).toEqual(item);
  });

  it('keeps the webhook-id of a message on a later try, signed anew for its time', async () => {
    const first = buildWebhookRequest(
      item,
      { format: 'standard', secret },
      { messageId: 'msg_2', now: new Date(Date.now() - 60_000) },
    );
    const retry = buildWebhookRequest(item, { format: 'standard', secret }, { messageId: 'msg_2' });
    expect(retry.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(retry.headers['webhook-timestamp']).not.toBe(first.headers['webhook-timestamp']);
    expect(await send(first)).toMatchObject({ status: 204 });
    expect(await send(retry)).toMatchObject({ status: 204 });
  });

  it('fails verification with another secret', async () => {
    const request = buildWebhookRequest(
      item,
      { format: 'standard', secret: newWebhookSecret() },
      { messageId: 'msg_3' },
    );
    expect(await send(request)).toMatchObject({ status: 401 });
  });
});

function built(event: WebhookEvent, format: 'discord' | 'slack') {
  const request = buildWebhookRequest(event, { format, secret }, { messageId: 'msg' });
  expect(request.headers).toEqual({ 'content-type': 'application/json' });
  return JSON.parse(request.body) as Record<string, unknown>;
}

describe('the discord format', () => {
  it('is a short line and one embed, with mentions off', () => {
    expect(built(item, 'discord')).toEqual({
      content: 'Series item published',
      embeds: [
        {
          title: item.data.title,
          url: item.data.url,
          description: 'We shipped the <b>parser</b> & fixed 3 bugs.',
          author: {
            name: 'AI hackathon',
            url: 'https://teamfolio.example/night-owls/series/hackathon',
          },
          footer: { text: 'Night Owls' },
          timestamp: item.timestamp,
        },
      ],
      allowed_mentions: { parse: [] },
    });
  });

  it("keeps within Discord's limits", () => {
    const long: WebhookEvent = {
      type: 'post.published',
      timestamp: item.timestamp,
      data: { team, title: 'T'.repeat(400), summary: 'word '.repeat(2000), url: item.data.url },
    };
    const [embed] = built(long, 'discord').embeds as { title: string; description: string }[];
    expect(Array.from(embed!.title)).toHaveLength(256);
    expect(Array.from(embed!.description).length).toBeLessThanOrEqual(4096);
    expect(embed!.description).toMatch(/word…$/);
  });

  it('shows a contact message with its sender', () => {
    const [embed] = built(contact, 'discord').embeds as unknown[];
    expect(embed).toEqual({
      title: 'Message from Ada',
      description: 'Hello @here',
      footer: { text: 'Ada <ada@example.com>' },
      timestamp: contact.timestamp,
    });
  });
});

describe('the slack format', () => {
  it('escapes &, < and > so that a title cannot mention a channel', () => {
    const message = built(item, 'slack');
    const text = 'Week 3: &lt;!channel&gt; &amp; friends @everyone';
    expect(message).toEqual({
      text: `Series item published: ${text}`,
      blocks: [
        {
          type: 'section',
          text: {
            type: 'mrkdwn',
            text:
              `*<https://teamfolio.example/night-owls/series/hackathon/week-3?a=1&amp;b=2|${text}>*\n` +
              'We shipped the &lt;b&gt;parser&lt;/b&gt; &amp; fixed 3 bugs.',
          },
        },
        {
          type: 'context',
          elements: [
            {
              type: 'mrkdwn',
              text: 'Night Owls · <https://teamfolio.example/night-owls/series/hackathon|AI hackathon>',
            },
          ],
        },
      ],
    });
    expect(JSON.stringify(message)).not.toContain('<!channel>');
  });

  it("keeps a section within Slack's 3000 characters however much escaping adds", () => {
    const worst: WebhookEvent = {
      type: 'project.published',
      timestamp: item.timestamp,
      data: { team, title: '<'.repeat(500), summary: '&'.repeat(5000), url: item.data.url },
    };
    const [section] = built(worst, 'slack').blocks as { text: { text: string } }[];
    expect(section!.text.text.length).toBeLessThanOrEqual(3000);
  });

  it('shows a contact message with its sender, escaped', () => {
    expect((built(contact, 'slack').blocks as unknown[])[1]).toEqual({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: 'Ada &lt;ada@example.com&gt;' }],
    });
  });
});
