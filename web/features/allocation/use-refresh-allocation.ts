import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

/** Refetches whatever allocation views are on screen (header, day board, everybody) after a change. */
export function useRefreshAllocation(): () => void {
  const client = useApolloClient();
  return useCallback(() => {
    void client.refetchQueries({ include: 'active' });
  }, [client]);
}
