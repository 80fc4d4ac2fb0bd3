import { Flex, Heading } from '@radix-ui/themes';
import type { ContentPageQuery as ContentPageResult } from '#web/graphql/graphql';

export type ContentPageData = Extract<ContentPageResult['page'], { __typename: 'ContentPage' }>;

/** An about page written in Markdown by staff [RT-3]. */
export function ContentPage({ page }: { page: ContentPageData }) {
  return (
    <Flex direction="column" gap="4" asChild>
      <article>
        <Heading as="h1" size="8">
          {page.title}
        </Heading>
        <div
          className="prose"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server
          dangerouslySetInnerHTML={{ __html: page.bodyHtml }}
        />
      </article>
    </Flex>
  );
}
