import { CustomLinkList } from '~/components/content/CustomLinkList';
import { ButtonLink } from '~/components/ui/Button';
import {
  ArrowLeftIcon,
  FileTextIcon,
  GitHubIcon,
  LayersIcon,
  ExternalLinkIcon,
} from '~/components/ui/icons';

import { DetailCard } from './DetailCard';
import { documentLabel, repositoryLabel } from './link-labels';
import { ResourceList } from './ResourceList';
import type { CustomLinkData, SeriesItemDetailData } from './types';

/** The item page's side column: repositories, documents, links and the way back. */
export function ItemSidebar({
  item,
  links,
  seriesHref,
}: {
  item: SeriesItemDetailData;
  links: CustomLinkData[];
  seriesHref: string;
}) {
  return (
    <div className="flex flex-col gap-6">
      {item.githubLinks.length > 0 && (
        <DetailCard title="GitHub Repositories" icon={<GitHubIcon />}>
          <ResourceList
            links={item.githubLinks}
            label={repositoryLabel}
            linkText="View Repository"
            icon={<GitHubIcon />}
          />
        </DetailCard>
      )}
      {item.documentLinks.length > 0 && (
        <DetailCard title="Documents" icon={<FileTextIcon />}>
          <ResourceList
            links={item.documentLinks}
            label={documentLabel}
            linkText="View Document"
            icon={<FileTextIcon />}
          />
        </DetailCard>
      )}
      {links.length > 0 && (
        <DetailCard title="Links" icon={<ExternalLinkIcon />}>
          <CustomLinkList links={links} />
        </DetailCard>
      )}
      <DetailCard title="Series Navigation" icon={<LayersIcon />}>
        <ButtonLink href={seriesHref} variant="outline" className="w-full whitespace-normal">
          <ArrowLeftIcon className="size-4 shrink-0" />
          Back to {item.series.title}
        </ButtonLink>
      </DetailCard>
    </div>
  );
}
