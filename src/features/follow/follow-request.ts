import 'altcha';

/*
 * What the follow form does, loaded only once a visitor starts using it (the widget alone is
 * ~35 kB): it solves a proof-of-work challenge with an invisible ALTCHA widget, whose workers do
 * the search, sends the request with it, and shows the answer in the form. The form is markup
 * React never updates (FollowByEmail.tsx), so this writes to it directly.
 */

export const CHALLENGE_PATH = '/api/follow/challenge';
/** What the form says when its request fails for a reason not written for visitors. */
const FOLLOW_FAILED = 'Something went wrong. Please try again.';
const ERROR_CLASSES = ['font-medium', 'text-red-700', 'dark:text-red-400'];

interface AltchaWidget extends HTMLElement {
  verify(): Promise<{ payload: string } | null>;
}

interface TrpcAnswer {
  result?: { data?: { json?: { message?: string } } };
  error?: { json?: { message?: string } };
}

/** One solution, as the server takes it. */
async function solveProofOfWork(form: HTMLFormElement): Promise<string> {
  const widget = document.createElement('altcha-widget') as AltchaWidget;
  widget.setAttribute('challenge', CHALLENGE_PATH);
  widget.setAttribute('display', 'invisible');
  widget.setAttribute('auto', 'off');
  widget.hidden = true;
  const loaded = new Promise((resolve) => widget.addEventListener('load', resolve, { once: true }));
  form.append(widget);
  try {
    await loaded;
    const result = await widget.verify();
    if (!result?.payload) throw new Error('The proof of work was not solved.');
    return result.payload;
  } finally {
    widget.remove();
  }
}

/** What the server answered, or the generic failure for an answer not written for visitors. */
async function followRequest(input: {
  email: string;
  seriesSlug: string | undefined;
  altcha: string;
}): Promise<{ ok: boolean; text: string }> {
  const response = await fetch('/api/trpc/follow.request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ json: input }),
  });
  const answer = (await response.json().catch(() => null)) as TrpcAnswer | null;
  if (response.ok) return { ok: true, text: answer?.result?.data?.json?.message ?? '' };
  const message = response.status < 500 ? answer?.error?.json?.message : undefined;
  return { ok: false, text: message ?? FOLLOW_FAILED };
}

/**
 * Sends the form's request with a proof of work of its own and shows the answer under it; the
 * button waits meanwhile, so one form sends one request at a time.
 */
export async function sendFollowRequest(
  form: HTMLFormElement,
  seriesSlug: string | undefined,
): Promise<void> {
  const status = form.querySelector<HTMLElement>('[role=status],[role=alert]')!;
  const button = form.querySelector('button')!;
  const { value: email } = form.elements.namedItem('email') as HTMLInputElement;
  button.disabled = true;
  form.setAttribute('aria-busy', 'true');
  status.setAttribute('role', 'status');
  status.classList.remove(...ERROR_CLASSES);
  status.textContent = 'Sending…';
  let outcome: { ok: boolean; text: string };
  try {
    // A solution is accepted once: each request solves a new challenge.
    const altcha = await solveProofOfWork(form);
    outcome = await followRequest({ email, seriesSlug, altcha });
  } catch {
    outcome = { ok: false, text: FOLLOW_FAILED };
  }
  // A refusal is announced at once; the confirmation politely.
  if (!outcome.ok) {
    status.setAttribute('role', 'alert');
    status.classList.add(...ERROR_CLASSES);
  }
  status.textContent = outcome.text;
  form.removeAttribute('aria-busy');
  button.disabled = false;
}
