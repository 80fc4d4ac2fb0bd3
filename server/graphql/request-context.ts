import type { AppServices } from '#server/services/app-services';
import type { Viewer } from '#server/services/scope';

/**
 * What every resolver is given: the app's services and the request's viewer. Kept apart from the
 * helpers in context.ts (which read the festival domain) so the schema builder depends on no domain.
 */
export interface Context extends AppServices {
  viewer: Viewer | null;
  /**
   * The programme's version as the credentials' statement read it (null when none ran): the
   * programme memory is checked with it instead of a statement of its own.
   */
  programmeVersion?: number | null;
  requestId: string;
  /** Remote address, for abuse limits. */
  ip: string;
  /** Request headers, lowercase names. */
  headers: Record<string, string | undefined>;
}
