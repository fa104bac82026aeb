import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';

import { setupTokenSchema } from '~/schemas/setup';
import { getDb } from '~/server/db';
import { setupTokenIsValid } from '~/server/modules/setup/setup.service';

import { keepLinkPrivate } from './link-page-props';

export interface SetupPageProps {
  token: string;
}

/**
 * The setup screen exists only for the one-time link `npm start` printed, and only while the
 * install has no account: anyone else, before or after, gets the 404 page, so nobody on the
 * internet can claim a fresh install before its owner.
 */
export async function setupPageServerSideProps({
  query,
  res,
}: Pick<GetServerSidePropsContext, 'query' | 'res'>): Promise<
  GetServerSidePropsResult<SetupPageProps>
> {
  const token = setupTokenSchema.safeParse(query.token);
  if (!token.success || !(await setupTokenIsValid(getDb(), token.data))) return { notFound: true };
  keepLinkPrivate(res);
  return { props: { token: token.data } };
}
