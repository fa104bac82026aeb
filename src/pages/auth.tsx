import type { GetServerSideProps } from 'next';
import Link from 'next/link';

import { Brand } from '~/components/layout/Brand';
import { Seo } from '~/components/layout/Seo';
import type { NextPageWithLayout } from '~/components/layout/types';
import { Card } from '~/components/ui/Card';
import { ArrowLeftIcon } from '~/components/ui/icons';
import { SignInForm } from '~/features/auth/SignInForm';
import { getServerAuthSession } from '~/server/auth';

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const session = await getServerAuthSession(ctx);
  if (session) return { redirect: { destination: '/', permanent: false } };
  return { props: {} };
};

const SignInPage: NextPageWithLayout = () => (
  <>
    <Seo
      title="Sign In"
      path="/auth"
      description="Sign in to manage your team's content."
      noindex
    />
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-slate-50 px-4 py-12 dark:bg-slate-950">
      <Brand />
      <Card padded={false} className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-6 flex flex-col gap-1 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            Welcome Back
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">Sign in to your account</p>
        </div>
        <SignInForm />
      </Card>
      <Link
        href="/"
        className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeftIcon className="size-4" />
        Back to Home
      </Link>
    </main>
  </>
);

// A page of its own: no site navigation around the sign-in card.
SignInPage.getLayout = (page) => page;

export default SignInPage;
