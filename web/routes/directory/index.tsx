import { Heading } from '@radix-ui/themes';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as z from 'zod/mini';
import { DirectorySearch } from '#web/features/directory/directory-search';

/**
 * Find anything: activities, people, venues, pages [RT-5]. `q` is optional, '' by default. The page
 * keeps the festival's title, as the original did.
 */
export const Route = createFileRoute('/directory/')({
  validateSearch: z.object({ q: z.catch(z._default(z.string(), ''), '') }),
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
