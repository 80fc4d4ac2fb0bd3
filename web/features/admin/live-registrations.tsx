import { useApolloClient, useSubscription } from '@apollo/client/react';
import { Badge } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { RegistrationChangedSubscription } from './admin-queries';

/** The staff registration views, by operation name (features do not import each other). */
const REGISTRATION_QUERIES = [
  'AdminRegistration',
  'PreferenceCounts',
  'RegistrationReport',
  'StaffDashboard',
];
/** Changes often come in bursts (a promotion chain, a lottery publish): refetch once per burst. */
const BURST_MS = 300;

/**
 * Keeps the staff registration views live (issue 8): on each `registrationChanged` event from the
 * realtime channel, refetches whichever of them are on screen, and says it is live.
 */
export function LiveRegistrations() {
  const client = useApolloClient();
  const [changes, setChanges] = useState(0);
  // The server opens the stream with `subscribed` once it listens; only then is the list live.
  const [listening, setListening] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { error } = useSubscription(RegistrationChangedSubscription, {
    onData: ({ data }) => {
      if (data.data?.registrationChanged.kind === 'subscribed') {
        setListening(true);
        return;
      }
      setChanges((n) => n + 1);
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void client.refetchQueries({ include: REGISTRATION_QUERIES });
      }, BURST_MS);
    },
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  if (error) return null;
  if (!listening) {
    return (
      <Badge color="gray" variant="soft" aria-live="polite" data-testid="live-registrations">
        Connecting…
      </Badge>
    );
  }
  return (
    <Badge color="green" variant="soft" aria-live="polite" data-testid="live-registrations">
      Live{changes > 0 ? ` · ${changes} ${changes === 1 ? 'change' : 'changes'}` : ''}
    </Badge>
  );
}
