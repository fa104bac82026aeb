import { lazy, Suspense, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

import { Button } from '~/components/ui/Button';
import { Field, Input, Textarea } from '~/components/ui/Field';

import {
  EMPTY_CONTACT_FIELDS,
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactFields,
} from './types';

const CONTACT_SUCCESS_MESSAGE = "Message sent successfully! We'll get back to you soon.";
const CONTACT_FAILURE_MESSAGE = 'Failed to send message. Please try again.';

// Toasts and the sending code load on demand: neither is needed until the first submit.
// React's own lazy, not next/dynamic: the outlet is shown only after a submit, never on the
// server, and next/dynamic would cost the page its loader.
const Toaster = lazy(() =>
  import('~/components/ui/Toaster').then((mod) => ({ default: mod.Toaster })),
);
const loadSender = () => import('./send-contact-message');

async function showToast(kind: 'success' | 'error', message: string) {
  const { toast } = await import('~/components/ui/Toaster');
  toast[kind](message);
}

const FIELD_ORDER: readonly ContactFieldName[] = ['name', 'email', 'subject', 'message'];

/**
 * 'Send us a Message': idle → submitting ('Sending...', button disabled) → success
 * (form cleared, success toast) or failure (form kept, failure toast). Field errors appear
 * beside the fields. `website` is a honeypot that people never see or fill.
 */
export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT_FIELDS);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [toasterShown, setToasterShown] = useState(false);

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const name = event.target.name as keyof ContactFields;
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors(({ [name as ContactFieldName]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitting(true);
    setToasterShown(true);
    try {
      const { sendContactMessage } = await loadSender();
      const outcome = await sendContactMessage(fields);
      if (outcome.status === 'sent') {
        setFields(EMPTY_CONTACT_FIELDS);
        setErrors({});
        await showToast('success', CONTACT_SUCCESS_MESSAGE);
      } else if (outcome.status === 'invalid') {
        // Render the errors first, so the focused field already announces its message.
        flushSync(() => setErrors(outcome.errors));
        const first = FIELD_ORDER.find((name) => outcome.errors[name]);
        if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      } else {
        await showToast('error', CONTACT_FAILURE_MESSAGE);
      }
    } catch {
      // The sending code itself could not load (offline, a new deployment): nothing was sent.
      await showToast('error', CONTACT_FAILURE_MESSAGE).catch(() => undefined);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <form
        onSubmit={submit}
        onFocus={() => void loadSender().catch(() => undefined)}
        noValidate
        aria-labelledby={labelledBy}
        aria-busy={submitting}
        className="flex flex-col gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Name" required error={errors.name}>
            <Input name="name" autoComplete="name" value={fields.name} onChange={update} />
          </Field>
          <Field label="Email" required error={errors.email}>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={fields.email}
              onChange={update}
            />
          </Field>
        </div>
        <Field label="Subject" error={errors.subject}>
          <Input
            name="subject"
            placeholder="What is it about?"
            value={fields.subject}
            onChange={update}
          />
        </Field>
        <Field label="Message" required error={errors.message}>
          <Textarea
            name="message"
            rows={6}
            placeholder="Tell us about your idea, question or project."
            value={fields.message}
            onChange={update}
          />
        </Field>
        {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Website (leave this empty)</label>
          <input
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={fields.website}
            onChange={update}
          />
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={submitting}
          className="w-full sm:w-auto sm:self-start"
        >
          {submitting ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
      {toasterShown && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
