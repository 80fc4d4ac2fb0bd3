import { createFileRoute } from '@tanstack/react-router';
import { SignageBoard } from '#web/features/signage/signage-board';
import { SignageQuery } from '#web/features/signage/signage-queries';
import { pageTitle } from '#web/lib/page-title';

/** The foyer-screen board [RT-7]: bare (no site header or footer), polls on its own. */
export const Route = createFileRoute('/signage')({
  staticData: { bare: true },
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Signage', matches) }] }),
  loader: async ({ context }) => {
    await context.apollo.query({ query: SignageQuery });
  },
  component: SignageBoard,
});
