import 'altcha';

/*
 * Loaded only once a visitor starts using the follow form (the widget is ~35 kB): solves one
 * proof-of-work challenge with an invisible ALTCHA widget, whose workers do the search.
 */

export const CHALLENGE_PATH = '/api/follow/challenge';

interface AltchaWidget extends HTMLElement {
  verify(): Promise<{ payload: string } | null>;
}

/** One solution, as the server takes it; every submission needs a fresh one. */
export async function solveProofOfWork(host: HTMLElement): Promise<string> {
  const widget = document.createElement('altcha-widget') as AltchaWidget;
  widget.setAttribute('challenge', CHALLENGE_PATH);
  widget.setAttribute('display', 'invisible');
  widget.setAttribute('auto', 'off');
  widget.setAttribute('name', 'altcha');
  const loaded = new Promise((resolve) => widget.addEventListener('load', resolve, { once: true }));
  host.replaceChildren(widget);
  await loaded;
  const result = await widget.verify();
  widget.remove();
  if (!result?.payload) throw new Error('The proof of work was not solved.');
  return result.payload;
}
