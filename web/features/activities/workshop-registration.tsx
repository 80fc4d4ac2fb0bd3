import { Button } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import type { RegistrationPhase } from '#web/graphql/graphql';

/**
 * What a workshop page offers for one session in each registration phase [issue 28]: ranking in
 * earlybird, taking a place (or a waitlist place once full) in general; nothing while registration
 * is not open (pending, the lottery's pause, closed) or for a cancelled session.
 */
export function workshopRegistrationLabel(
  phase: RegistrationPhase,
  session: { full: boolean; cancelled: boolean },
): string | null {
  if (session.cancelled) return null;
  switch (phase) {
    case 'Earlybird':
      return 'Rank this workshop';
    case 'General':
      return session.full ? 'Join the waitlist' : 'Register for this workshop';
    default:
      return null;
  }
}

/** The register or rank button on a workshop page, opening the workshop in the registration wizard. */
export function WorkshopRegistrationButton({
  phase,
  slug,
  session,
  when,
}: {
  phase: RegistrationPhase;
  slug: string;
  session: { id: string; full: boolean; cancelled: boolean };
  /** The session's day, added to the accessible name when the workshop runs more than once. */
  when?: string;
}) {
  const label = workshopRegistrationLabel(phase, session);
  if (!label) return null;
  return (
    <Button asChild size="2" mt="2" style={{ alignSelf: 'flex-start' }}>
      <Link
        to="/register/workshops/$slug"
        params={{ slug }}
        search={{ session: session.id }}
        aria-label={when ? `${label}, ${when}` : undefined}
        data-testid="workshop-registration"
      >
        {label}
      </Link>
    </Button>
  );
}
