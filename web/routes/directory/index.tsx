import { Heading } from '@radix-ui/themes';
import { createFileRoute, type SearchSchemaInput, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { DirectorySearch } from '#web/features/directory/directory-search';
import { pageTitle } from '#web/lib/page-title';
import { stringParam } from '#web/lib/search-params';

/** Find anything: activities, people, venues, pages [RT-5]. `q` is optional, '' by default. */
export const Route = createFileRoute('/directory/')({
  validateSearch: (search: { q?: string } & SearchSchemaInput) => ({ q: stringParam(search.q, '') }),
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Directory', matches) }] }),
  component: DirectoryPage,
});

function DirectoryPage() {
  const { q } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // Replace, not push: each settled keystroke is not a page the Back button should revisit.
  const onQueryChange = useCallback(
    (query: string) => navigate({ search: { q: query }, replace: true }),
    [navigate],
  );
  return (
    <>
      <Heading as="h1" size="8" mb="5">
        Directory
      </Heading>
      <DirectorySearch query={q} onQueryChange={onQueryChange} />
    </>
  );
}
