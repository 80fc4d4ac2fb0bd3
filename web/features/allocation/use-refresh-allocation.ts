import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

// Only the allocation views: refetching every active query would also reload the viewer, and
// the app shell unmounts the page while that loads (losing the progress bar's state).
const ALLOCATION_QUERIES = ['AllocationOverview', 'AllocationDay', 'AllocationEverybody'];

/** Refetches whichever allocation views are on screen (header, day board, everybody) after a change. */
export function useRefreshAllocation(): () => void {
  const client = useApolloClient();
  return useCallback(() => {
    void client.refetchQueries({ include: ALLOCATION_QUERIES });
  }, [client]);
}
