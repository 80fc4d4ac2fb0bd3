import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AllocationHeader } from '#web/features/allocation/allocation-header';
import { pageTitle } from '#web/lib/page-title';

/** Run, review, adjust and publish the workshop lottery [RT-14]. */
export const Route = createFileRoute('/admin/allocations')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Allocations', matches) }] }),
  component: AllocationsLayout,
});

function AllocationsLayout() {
  return (
    <>
      <AllocationHeader />
      <Outlet />
    </>
  );
}
