import type { Serialized } from '~/server/trpc/server-caller';
import type { RouterOutputs } from '~/utils/api';

export type SocialPlatform = Serialized<RouterOutputs['socialPlatform']['list'][number]>;

/** What the person types into the contact form; `website` is the hidden honeypot. */
export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
  website: string;
}

export type ContactFieldName = Exclude<keyof ContactFields, 'website'>;
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

export const EMPTY_CONTACT_FIELDS: ContactFields = {
  name: '',
  email: '',
  subject: '',
  message: '',
  website: '',
};
