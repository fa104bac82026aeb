import { CallToAction, LeadAction } from '~/components/ui/CallToAction';
import { CONTACT_PATH } from '~/lib/public-paths';

/** The call to action under the gallery: contributions go through the contact page. */
export function ShareYourContent() {
  return (
    <CallToAction
      id="share-your-content"
      title="Share Your Content"
      actions={<LeadAction href={CONTACT_PATH}>Get in Touch</LeadAction>}
    >
      Took photos at one of our demos, or recorded a talk about our work? Send it to us and we will
      add it to the gallery.
    </CallToAction>
  );
}
