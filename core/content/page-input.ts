import { z } from 'zod';
import { requiredString } from '#core/validation/messages';
import { singleLine } from '#core/validation/single-line';

/** The about pages staff edit in Markdown; the body is sanitised when rendered, not here. */
export const ZPageInput = z.object({
  title: singleLine(requiredString().max(200)),
  body: z.string().max(100_000),
});
export type TPageInput = z.infer<typeof ZPageInput>;

/** The about pages the site links to; staff can write any of them, even on an empty database. */
export const ABOUT_PAGES = [
  { slug: 'about', title: 'About the festival' },
  { slug: 'acknowledgements', title: 'Acknowledgements' },
  { slug: 'code-of-conduct', title: 'Code of conduct' },
  { slug: 'media-consent', title: 'Media consent' },
  { slug: 'accessibility', title: 'Accessibility' },
  { slug: 'contact', title: 'Contact us' },
] as const;

export function isAboutPageSlug(slug: string): boolean {
  return ABOUT_PAGES.some((page) => page.slug === slug);
}
