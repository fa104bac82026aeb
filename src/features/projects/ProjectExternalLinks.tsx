import { ExternalButtonLink, type ButtonSize, type ButtonVariant } from '~/components/ui/Button';
import { CodeIcon, ExternalLinkIcon } from '~/components/ui/icons';

/**
 * A project's demo and source-code buttons, each only when its URL exists, opening in a new tab.
 * The project title is added for screen readers, so a page of cards does not read as many
 * identical 'Demo' links.
 */
export function ProjectExternalLinks({
  project,
  demoLabel = 'Demo',
  codeLabel = 'Code',
  demoVariant = 'outline',
  size = 'sm',
}: {
  project: { title: string; demoUrl: string | null; githubUrl: string | null };
  demoLabel?: string;
  codeLabel?: string;
  /** The demo is the page's main action on the project page. */
  demoVariant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const context = <span className="sr-only">{`, ${project.title} (opens in a new tab)`}</span>;
  return (
    <>
      {project.demoUrl && (
        <ExternalButtonLink href={project.demoUrl} variant={demoVariant} size={size}>
          <ExternalLinkIcon className="size-4" />
          {demoLabel}
          {context}
        </ExternalButtonLink>
      )}
      {project.githubUrl && (
        <ExternalButtonLink href={project.githubUrl} variant="outline" size={size}>
          <CodeIcon className="size-4" />
          {codeLabel}
          {context}
        </ExternalButtonLink>
      )}
    </>
  );
}
