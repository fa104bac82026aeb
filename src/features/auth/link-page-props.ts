import type { GetServerSidePropsContext } from 'next';

import { linkTokenSchema } from '~/schemas/auth';
import { getDb } from '~/server/db';
import type { TeamRole } from '~/server/generated/prisma/enums';
import {
  accountOfResetLink,
  RESET_LINK_INVALID,
} from '~/server/modules/auth/password-reset.service';
import {
  INVITATION_LINK_MESSAGES,
  invitationOfLink,
} from '~/server/modules/team/invitation.service';
import { serviceContext } from '~/server/service-context';

type LinkPageContext = Pick<GetServerSidePropsContext, 'query' | 'res'>;

/** A page opened by an emailed link carries its token in the address: keep it out of caches and other sites' Referer. */
export function keepLinkPrivate(res: LinkPageContext['res']) {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

/** A link that works, with what its page needs; or why it does not, in the page's words. */
export type LinkPageProps<Opened> =
  ({ ok: true; token: string } & Opened) | { ok: false; problem: string };

/** The reset-password page: the account's address, for signing in once the password is set. */
export async function resetPasswordPageProps({
  query,
  res,
}: LinkPageContext): Promise<{ props: LinkPageProps<{ email: string }> }> {
  keepLinkPrivate(res);
  const token = linkTokenSchema.safeParse(query.token);
  const account = token.success
    ? await accountOfResetLink(serviceContext(getDb()), { token: token.data })
    : null;
  if (!token.success || !account) return { props: { ok: false, problem: RESET_LINK_INVALID } };
  return { props: { ok: true, token: token.data, email: account.email } };
}

export interface InvitationDetails {
  email: string;
  teamName: string;
  role: TeamRole;
}

/** The invitation page: whom it invites where, or why the link opens nothing. */
export async function invitationPageProps({
  query,
  res,
}: LinkPageContext): Promise<{ props: LinkPageProps<InvitationDetails> }> {
  keepLinkPrivate(res);
  const token = linkTokenSchema.safeParse(query.token);
  if (!token.success) return { props: { ok: false, problem: INVITATION_LINK_MESSAGES.unknown } };
  const link = await invitationOfLink(serviceContext(getDb()), { token: token.data });
  if (!link.ok) return { props: { ok: false, problem: INVITATION_LINK_MESSAGES[link.problem] } };
  const { ok: _ok, ...details } = link;
  return { props: { ok: true, token: token.data, ...details } };
}
