import { z } from 'zod';

import { idSchema } from './common';

export const FOLLOW_EMAIL_MAX_LENGTH = 320;

/** Follow by email: a series (by its slug) or, without one, the blog. */
export const requestFollowInput = z.object({
  email: z
    .string({ message: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(FOLLOW_EMAIL_MAX_LENGTH, `Email must be at most ${FOLLOW_EMAIL_MAX_LENGTH} characters.`)
    .pipe(z.email('Enter a valid email address.')),
  seriesSlug: z.string().max(200).nullish(),
  /** The solved proof-of-work challenge, as the widget hands it over (base64 JSON). */
  altcha: z.string().max(8_000),
});
export type RequestFollowInput = z.infer<typeof requestFollowInput>;

/** The token of a confirmation link. */
export const followConfirmInput = z.object({ token: z.string().min(1).max(200) });
export type FollowConfirmInput = z.infer<typeof followConfirmInput>;

/** The manage page's token: `<subscriberId>.<manageToken>`. */
export const followManageInput = z.object({ token: z.string().min(1).max(200) });
export type FollowManageInput = z.infer<typeof followManageInput>;

export const setFollowingInput = followManageInput.extend({
  followId: idSchema,
  following: z.boolean(),
});
export type SetFollowingInput = z.infer<typeof setFollowingInput>;
