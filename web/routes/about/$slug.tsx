import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContentPage } from '#web/features/content/content-page';
import { ContentPageQuery } from '#web/features/content/content-queries';
import { publicHead } from '#web/lib/page-head';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/about/$slug')({
  loader: async ({ params, context }) => {
    const { data } = await context.apollo.query({
      query: ContentPageQuery,
      variables: { slug: params.slug },
    });
    if (data?.page.__typename !== 'ContentPage') throw notFound();
    return { page: data.page };
  },
  head: ({ loaderData, matches }) =>
    loaderData
      ? publicHead(matches, {
          title: pageTitle(loaderData.page.title, matches),
          description: loaderData.page.bodyHtml,
          path: `/about/${loaderData.page.slug}`,
          type: 'article',
        })
      : {},
  component: AboutPage,
});

function AboutPage() {
  const { page } = Route.useLoaderData();
  return <ContentPage page={page} />;
}
