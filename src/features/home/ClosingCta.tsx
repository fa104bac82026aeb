import { CallToAction, LeadAction } from '~/components/ui/CallToAction';
import { Container } from '~/components/ui/Container';
import { CONTACT_PATH } from '~/lib/public-paths';

/** The home page's closing call to action, its last section. */
export function ClosingCta() {
  return (
    <Container width="narrow" className="pb-20">
      <CallToAction
        id="closing-cta-heading"
        title="Have an idea worth building?"
        actions={<LeadAction href={CONTACT_PATH}>Start a Conversation</LeadAction>}
      >
        Whether you want to collaborate, have a question about our work or just want to say hello,
        we would love to hear from you.
      </CallToAction>
    </Container>
  );
}
