/*
 * The account rules that forms show beside their fields. A module of its own, without zod, so
 * a public page (the sign-up form) can show them without loading the schema library.
 */

// The longest address mail can be delivered to; a longer one is no one's, and too long to key a
// database index on.
export const EMAIL_MAX_LENGTH = 254;

export const PASSWORD_MIN_LENGTH = 8;
// argon2 accepts any length; the cap only keeps a hash request from becoming a denial of service.
export const PASSWORD_MAX_LENGTH = 256;

export const FULL_NAME_MAX_LENGTH = 100;
