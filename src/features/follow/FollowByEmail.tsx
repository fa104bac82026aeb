import { useId, useRef, useState, type FormEvent } from 'react';

import { Button } from '~/components/ui/Button';

const FAILED = 'Something went wrong. Please try again.';

type Outcome = { ok: boolean; text: string } | null;

interface TrpcAnswer {
  result?: { data?: { json?: { message?: string } } };
  error?: { json?: { message?: string; data?: { httpStatus?: number } } };
}

/** What the server said, or the generic failure for an answer not written for visitors. */
async function followRequest(input: {
  email: string;
  seriesSlug: string | null;
  altcha: string;
}): Promise<Outcome> {
  const response = await fetch('/api/trpc/follow.request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ json: input }),
  });
  const answer = (await response.json().catch(() => null)) as TrpcAnswer | null;
  if (response.ok) return { ok: true, text: answer?.result?.data?.json?.message ?? '' };
  const message = response.status < 500 ? answer?.error?.json?.message : undefined;
  return { ok: false, text: message ?? FAILED };
}

/**
 * "Follow by email": one address, one button. The proof of work that guards it loads (and starts)
 * when the field is first focused, so pages carry only this form until someone uses it.
 */
export function FollowByEmail({ seriesSlug = null }: { seriesSlug?: string | null }) {
  const id = useId();
  const widgetHost = useRef<HTMLDivElement>(null);
  const solution = useRef<Promise<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const startSolving = () => {
    solution.current ??= import('./solve-proof-of-work').then(({ solveProofOfWork }) =>
      solveProofOfWork(widgetHost.current!),
    );
    // A failed attempt is not kept: the next submission starts again.
    solution.current.catch(() => (solution.current = null));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.reportValidity()) return;
    const email = new FormData(form).get('email') as string;
    setBusy(true);
    setOutcome(null);
    startSolving();
    try {
      const altcha = await solution.current!;
      // Each solution is accepted once: the next request solves a new challenge.
      solution.current = null;
      setOutcome(await followRequest({ email, seriesSlug, altcha }));
    } catch {
      setOutcome({ ok: false, text: FAILED });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-busy={busy} className="flex max-w-md flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        Email
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          name="email"
          type="email"
          required
          maxLength={320}
          autoComplete="email"
          placeholder="you@example.com"
          onFocus={startSolving}
          aria-describedby={outcome ? `${id}-outcome` : undefined}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <Button type="submit" size="lg" disabled={busy} className="shrink-0">
          {busy ? 'Following...' : 'Follow'}
        </Button>
      </div>
      <div ref={widgetHost} hidden />
      <p
        id={`${id}-outcome`}
        role={outcome && !outcome.ok ? 'alert' : 'status'}
        className={
          outcome?.ok === false
            ? 'text-sm font-medium text-red-700 dark:text-red-400'
            : 'text-sm text-slate-700 dark:text-slate-300'
        }
      >
        {outcome?.text}
      </p>
    </form>
  );
}
