import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''], { message: 'must be "true" or "false"' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgresql:// connection URL');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Absent: the app runs on its embedded PostgreSQL (scripts/serve.ts sets this for Next). */
    DATABASE_URL: postgresUrl.optional(),
    NEXTAUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    NEXTAUTH_URL: z.url('must be an absolute URL such as http://localhost:3000').optional(),
    /** Public origin baked into the build: canonical URLs, feeds, sitemap, social previews. */
    NEXT_PUBLIC_SITE_URL: z
      .url('must be an absolute URL such as https://teamfolio.example.com')
      .optional(),
    ALLOW_SIGNUP: booleanFlag,
    UPLOAD_DIR: z.string().min(1, 'must be a folder path').default('.data/uploads'),
    UPLOADTHING_TOKEN: z.string().min(1).optional(),
    /** How many megabytes of uploaded files each team may keep. */
    TEAM_STORAGE_QUOTA_MB: z.coerce
      .number()
      .int('must be a whole number of megabytes')
      .min(1, 'must be at least 1')
      .max(1_048_576, 'must be at most 1048576 (1 TB)')
      .default(1024),
    /**
     * How many reverse proxies or load balancers in front of the app append to X-Forwarded-For:
     * the client is that many hops from the right. 0: the socket's peer is the client.
     */
    TRUSTED_PROXY_HOPS: z.coerce
      .number()
      .int('must be a whole number of proxies')
      .min(0, 'must be 0 or more')
      .max(10, 'must be at most 10')
      .default(0),
    /**
     * Seconds an instance holds a scheduled publish before another may take it over: the lease
     * that lets a job outlive the instance that was running it.
     */
    JOB_LEASE_SECONDS: z.coerce
      .number()
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1')
      .max(3600, 'must be at most 3600')
      .default(60),
    /**
     * Seconds since an editor's last heartbeat during which others see that person editing the
     * record; editors beat three times per window.
     */
    PRESENCE_WINDOW_SECONDS: z.coerce
      .number()
      .int('must be a whole number of seconds')
      .min(3, 'must be at least 3')
      .max(600, 'must be at most 600')
      .default(60),
    /**
     * The mail server, as smtp://user:pass@host:587 or smtps://…:465. Absent: emails are kept
     * for the system Outbox screen instead of sent.
     */
    SMTP_URL: z
      .url('must be a URL such as smtp://user:password@smtp.example.com:587')
      .refine((url) => /^smtps?:/.test(url), 'must start with smtp:// or smtps://')
      .optional(),
    /** The sender of every email, e.g. "Teamfolio <updates@example.com>". */
    EMAIL_FROM: z.string().min(3, 'must be an address such as updates@example.com').optional(),
    /** DKIM signing, all three or none: the domain, the DNS selector and the PEM private key. */
    DKIM_DOMAIN: z.string().min(1).optional(),
    DKIM_SELECTOR: z.string().min(1).optional(),
    DKIM_PRIVATE_KEY: z.string().min(1).optional(),
    /**
     * How much work the proof-of-work check of public forms (follow by email) asks of a browser:
     * the highest counter it may have to reach. The default costs a phone a second or two; tests
     * lower it.
     */
    ALTCHA_COMPLEXITY: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1_000_000, 'must be at most 1000000')
      .default(5_000),
    /** Lets webhooks reach private and loopback addresses: only for a receiver on your own network. */
    WEBHOOKS_ALLOW_PRIVATE: booleanFlag,
    /** Days raw analytics events (each view and read) are kept before only daily totals remain. */
    ANALYTICS_RAW_DAYS: z.coerce
      .number()
      .int('must be a whole number of days')
      .min(2, 'must be at least 2')
      .max(400, 'must be at most 400')
      .default(30),
    /** Days the daily analytics totals (what the charts show) are kept. */
    ANALYTICS_ROLLUP_DAYS: z.coerce
      .number()
      .int('must be a whole number of days')
      .min(7, 'must be at least 7')
      .max(3660, 'must be at most 3660')
      .default(400),
  })
  .superRefine((env, ctx) => {
    const dkim = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY];
    if (dkim.some(Boolean) && !dkim.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DKIM_PRIVATE_KEY'],
        message: 'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set together or not at all',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.NEXTAUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEXTAUTH_SECRET'],
        message: 'is required in production (a random string of at least 32 characters)',
      });
    }
    // Without it NextAuth cannot tell it serves HTTPS, and its cookies would lack `Secure`.
    if (!env.NEXTAUTH_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEXTAUTH_URL'],
        message: 'is required in production (the address visitors use, e.g. https://team.example)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates an environment; throws one line naming the first bad variable and what it should be. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = issue.path.join('.') || 'environment';
  throw new EnvError(`Invalid environment variable ${name}: ${issue.message}`);
}

export const env = parseEnv(process.env);
