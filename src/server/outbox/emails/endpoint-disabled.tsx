import { Button, Heading, Text } from '@react-email/components';

import { EmailLayout, emailStyles } from './layout';
import { renderEmail } from './render';

type EndpointDisabledProps = {
  teamName: string;
  host: string;
  /** When the failures began, as a person reads it. */
  failingSince: string;
  webhooksUrl: string;
};

export function endpointDisabledEmail(props: EndpointDisabledProps) {
  return renderEmail(
    `A webhook of ${props.teamName} was turned off`,
    <EndpointDisabledEmail {...props} />,
  );
}

/**
 * To a team's admins and owners when one of its webhook endpoints failed for days and was turned
 * off. Only the endpoint's host is named: a chat's webhook URL carries its token in the path.
 */
export function EndpointDisabledEmail({
  teamName,
  host,
  failingSince,
  webhooksUrl,
}: EndpointDisabledProps) {
  return (
    <EmailLayout
      preview={`A webhook of ${teamName} was turned off`}
      footer={
        <Text className="email-muted" style={emailStyles.muted}>
          You receive this email because you are an admin or owner of {teamName}.
        </Text>
      }
    >
      <Heading as="h1" style={emailStyles.heading}>
        A webhook endpoint was turned off
      </Heading>
      <Text style={emailStyles.paragraph}>
        The webhook endpoint at {host} of {teamName} has failed every call since {failingSince}, so
        no more events are sent to it.
      </Text>
      <Text style={emailStyles.paragraph}>
        Check that the endpoint answers, then turn it back on. Its delivery log shows what it
        answered, and events it missed can be sent again from there.
      </Text>
      <Button href={webhooksUrl} style={emailStyles.button}>
        Open the webhooks
      </Button>
    </EmailLayout>
  );
}
