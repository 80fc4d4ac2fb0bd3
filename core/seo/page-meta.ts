/**
 * What a public page tells search engines and link previews (issue 27): a description, its
 * canonical address, Open Graph and Twitter card tags. Pure, so the server's first HTML and the
 * browser's later navigations say the same.
 */

export const SITE_NAME = 'New Zealand Improv Festival';
export const DEFAULT_DESCRIPTION =
  'The New Zealand Improv Festival: workshops, shows and the people who make them.';
const DESCRIPTION_LENGTH = 200;

export interface PageMetaInput {
  /** The page's title, as the tab shows it. */
  title: string;
  description: string;
  /** Site origin without a trailing slash, e.g. 'https://improvfest.nz'. */
  origin: string;
  /** Path of the page's canonical address. */
  path: string;
  /** A picture for link previews: a path on the site or an absolute URL. */
  image?: string | null;
  imageAlt?: string | null;
  type?: 'website' | 'article' | 'profile';
}

export type MetaTag = { name: string; content: string } | { property: string; content: string };

export const absoluteUrl = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
  '#x27': "'",
};

/** Text of some HTML (rendered Markdown), on one line and cut at a word near `max` characters. */
export function plainText(html: string, max = DESCRIPTION_LENGTH): string {
  const text = html
    // Blocks become spaces; inline tags (<em>, <a>) vanish, so 'status</em>:' stays 'status:'.
    .replace(/<\/?(?:p|br|li|ul|ol|h[1-6]|div|blockquote|tr|td|th|table|section|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&([a-z]+|#x?[0-9a-f]+);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** Meta tags and links of a public page, in the shape route `head()` functions return. */
export function pageMeta(input: PageMetaInput): {
  meta: Array<{ title: string } | MetaTag>;
  links: Array<{ rel: string; href: string }>;
} {
  const url = absoluteUrl(input.origin, input.path);
  const description = plainText(input.description) || DEFAULT_DESCRIPTION;
  const image = input.image ? absoluteUrl(input.origin, input.image) : null;
  const meta: Array<{ title: string } | MetaTag> = [
    { title: input.title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_NZ' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
    if (input.imageAlt) {
      meta.push(
        { property: 'og:image:alt', content: input.imageAlt },
        { name: 'twitter:image:alt', content: input.imageAlt },
      );
    }
  }
  return { meta, links: [{ rel: 'canonical', href: url }] };
}
