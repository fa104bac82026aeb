import { CallToAction, LeadActionWithContact } from '~/components/ui/CallToAction';
import { Container } from '~/components/ui/Container';
import { HACKATHON_PATH } from '~/lib/public-paths';

/** What the 8-week AI hackathon is, with the way to follow it and to reach the team. */
export function HackathonSection() {
  return (
    <Container width="narrow" className="py-16">
      <CallToAction
        id="hackathon-heading"
        eyebrow="8 weeks · building in public"
        title="The 8-Week AI Hackathon"
        actions={
          <LeadActionWithContact href={HACKATHON_PATH}>View Our Progress</LeadActionWithContact>
        }
        wideText
      >
        For eight weeks we take real problems from our colleagues, build the smallest AI tool that
        could help, and test it with the people who have the problem. Every week we share our
        updates, milestones and tutorials, so you can follow the whole journey.
      </CallToAction>
    </Container>
  );
}
