import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AllocationHeader } from '#web/features/allocation/allocation-header';

/** Run, review, adjust and publish the workshop lottery [RT-14]. */
export const Route = createFileRoute('/admin/allocations')({
  head: () => ({ meta: [{ title: 'Allocations' }] }),
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
