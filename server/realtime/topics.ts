/**
 * Names of realtime topics, in one place because publishers and subscribers live in different
 * domains (registrations publishes registration changes; allocation publishes job progress).
 */
export const topics = {
  /** Progress of one background job (an allocation run), payload `JobProgressEvent`. */
  jobProgress: (jobId: string) => `job-progress:${jobId}`,
  /** Something about a festival's registrations changed, payload `RegistrationChangeEvent`. */
  registrationChanged: (festivalId: number) => `registration-changed:${festivalId}`,
  /** Every credential of a user ended at once (their account was erased): open sockets close. */
  credentialsRevoked: (userId: number) => `credentials-revoked:${userId}`,
} as const;

export type JobState = 'pending' | 'working' | 'completed' | 'failed';

export interface JobProgressEvent {
  id: string;
  state: JobState;
  /** 0 to `total`. */
  progress: number;
  total: number;
  error: string | null;
}

export interface RegistrationChangeEvent {
  /** Null for the `subscribed` event that opens every stream, and for a change to many at once (a lottery publish). */
  registrationId: number | null;
  festivalId: number;
  /**
   * What happened, e.g. `placed`, `waitlisted`, `allocation-published`, `updated`; `subscribed`
   * first, once the server listens, so a client knows from then on it misses nothing.
   */
  kind: string;
  at: string;
}
