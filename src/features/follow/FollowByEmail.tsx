import { Button } from '~/components/ui/Button';

const load = () => import('./follow-request');

/**
 * "Follow by email": one address, one button. This is only its markup: what it does (the proof
 * of work, the request, the answer) loads when the form is first submitted (follow-request.ts),
 * so the page carries next to nothing for it until someone uses it (the series page is at the
 * edge of its first-load budget). Should that load fail (no network), nothing is sent.
 */
export function FollowByEmail({ seriesSlug }: { seriesSlug?: string }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void load().then(({ sendFollowRequest }) => sendFollowRequest(form, seriesSlug));
      }}
      className="flex max-w-md flex-wrap items-end gap-2"
    >
      <label className="flex flex-1 flex-col gap-2 text-sm font-medium">
        Email
        <input
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="h-11 rounded-lg border border-slate-400 px-3 text-base font-normal"
        />
      </label>
      <Button type="submit" size="lg">
        Follow
      </Button>
      <p role="status" className="w-full" />
    </form>
  );
}
