import { z } from 'zod';

import { idSchema, pageInput, requiredText } from './common';

export const CONTACT_LIMITS = { name: 200, email: 320, subject: 300, message: 5000 } as const;

/**
 * The contact form. `website` is a honeypot: hidden from people, so anything in it marks a bot
 * (the server then reports success and stores nothing).
 */
export const submitContactInput = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email: z
    .string({ message: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters.`)
    .pipe(z.email('Enter a valid email address.')),
  subject: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters.`)
    .nullish()
    .transform((value) => value || null),
  message: requiredText('Message', CONTACT_LIMITS.message),
  website: z.string().max(2048).optional(),
});
export type SubmitContactInput = z.infer<typeof submitContactInput>;

export const listContactSubmissionsInput = pageInput.extend({
  unreadOnly: z.boolean().default(false),
  /** Part of the sender's name or address, the subject or the message. */
  search: z.string().trim().max(200).default(''),
});
export type ListContactSubmissionsInput = z.infer<typeof listContactSubmissionsInput>;

export const markContactReadInput = z.object({ id: idSchema, read: z.boolean().default(true) });
export type MarkContactReadInput = z.infer<typeof markContactReadInput>;

export const contactSubmissionIdInput = z.object({ id: idSchema });
export type ContactSubmissionIdInput = z.infer<typeof contactSubmissionIdInput>;
