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
    /** Set when a reverse proxy or load balancer in front of the app sets X-Forwarded-For. */
    TRUST_PROXY: booleanFlag,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.NEXTAUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEXTAUTH_SECRET'],
        message: 'is required in production (a random string of at least 32 characters)',
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
