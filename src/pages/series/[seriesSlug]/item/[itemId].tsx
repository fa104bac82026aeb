import type { GetStaticPaths, GetStaticProps, InferGetStaticPropsType } from 'next';

import { Seo } from '~/components/layout/Seo';
import { Container } from '~/components/ui/Container';
import { loadSeriesItemPage } from '~/features/series/series-data';
import { seriesItemJsonLd } from '~/features/series/series-json-ld';
import { SeriesItemView } from '~/features/series/SeriesItemView';
import { seriesItemPath } from '~/lib/public-paths';
import { metaDescription } from '~/lib/shorten-text';
import { seriesItemCard, shareCardUrl } from '~/server/seo/share-card';
import { ISR_FALLBACK_SECONDS } from '~/server/trpc/server-caller';

type Params = { seriesSlug: string; itemId: string };

export const getStaticPaths: GetStaticPaths<Params> = () =>
  Promise.resolve({ paths: [], fallback: 'blocking' });

export const getStaticProps = (async ({ params }) => {
  const data = await loadSeriesItemPage(params!.seriesSlug, params!.itemId);
  if (!data) return { notFound: true, revalidate: ISR_FALLBACK_SECONDS };
  const image = data.item.imageUrl ?? shareCardUrl(seriesItemCard(data.item));
  return { props: { ...data, image }, revalidate: ISR_FALLBACK_SECONDS };
}) satisfies GetStaticProps<
  NonNullable<Awaited<ReturnType<typeof loadSeriesItemPage>>> & { image: string },
  Params
>;

export default function SeriesItemPage({
  item,
  links,
  image,
}: InferGetStaticPropsType<typeof getStaticProps>) {
  return (
    <>
      <Seo
        title={`${item.title} | ${item.series.title}`}
        description={metaDescription(item.summary)}
        path={seriesItemPath(item.series.slug, item.id)}
        image={image}
        imageAlt={item.title}
        type="article"
        jsonLd={seriesItemJsonLd(item)}
      />
      <Container className="py-10 sm:py-14">
        <SeriesItemView item={item} links={links} />
      </Container>
    </>
  );
}
