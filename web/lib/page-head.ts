import { formatDateRange } from '#core/festival/dates';
import { type PageMetaInput, pageMeta, SITE_NAME } from '#core/seo/page-meta';

interface MatchWithContext {
  context?: unknown;
}

/** The site's public origin, from the router's context (the server's PUBLIC_URL, or the page's). */
export function siteOrigin(matches: ReadonlyArray<MatchWithContext>): string {
  const context = matches[0]?.context as { origin?: string } | undefined;
  return context?.origin ?? '';
}

/** A public page's head: title, description, canonical, Open Graph and Twitter card [issue 27]. */
export function publicHead(matches: ReadonlyArray<MatchWithContext>, input: Omit<PageMetaInput, 'origin'>) {
  return pageMeta({ ...input, origin: siteOrigin(matches) });
}

interface RootFestival {
  id: string;
  startDate: string;
  endDate: string;
}

/** 'New Zealand Improv Festival 2027, 2–9 October 2027', from the root route's festival. */
export function festivalLine(matches: ReadonlyArray<{ loaderData?: unknown }>): string {
  const festival = (matches[0]?.loaderData as { festival?: RootFestival | null } | undefined)?.festival;
  if (!festival) return SITE_NAME;
  return `${SITE_NAME} ${festival.id}, ${formatDateRange(festival.startDate, festival.endDate)}`;
}
