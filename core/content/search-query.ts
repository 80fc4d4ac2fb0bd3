import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './search';

/** What a visitor typed into a search box: trimmed, at least two characters [AP-10]. */
export const ZSearchQuery = z.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH);
export type TSearchQuery = z.infer<typeof ZSearchQuery>;
