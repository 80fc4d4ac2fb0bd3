import { describe, expect, it } from 'vitest';
import { absoluteUrl, pageMeta, plainText } from './page-meta';

describe('page meta [issue 27]', () => {
  it('gives description, canonical, Open Graph and Twitter card tags with absolute URLs', () => {
    const head = pageMeta({
      title: 'Status Games · NZIF 2027',
      description: '<p>Play <em>status</em>: high &amp; low.</p>',
      origin: 'https://improvfest.nz',
      path: '/workshops/status-games',
      image: '/uploads/status.webp',
      imageAlt: 'Two players',
    });
    const byKey = Object.fromEntries(
      head.meta.map((tag) =>
        'title' in tag ? ['title', tag.title] : ['name' in tag ? tag.name : tag.property, tag.content],
      ),
    );
    expect(byKey).toMatchObject({
      title: 'Status Games · NZIF 2027',
      description: 'Play status: high & low.',
      'og:title': 'Status Games · NZIF 2027',
      'og:url': 'https://improvfest.nz/workshops/status-games',
      'og:image': 'https://improvfest.nz/uploads/status.webp',
      'og:image:alt': 'Two players',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://improvfest.nz/uploads/status.webp',
    });
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://improvfest.nz/workshops/status-games' }]);
  });

  it('says summary without a picture, and falls back to the site description when there is no text', () => {
    const head = pageMeta({ title: 'People', description: '  ', origin: 'https://x.nz', path: '/people' });
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(head.meta.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(false);
    expect(head.meta).toContainEqual({
      name: 'description',
      content: expect.stringContaining('Improv Festival'),
    });
  });

  it('cuts long text at a word and marks the cut', () => {
    const text = plainText(`<p>${'word '.repeat(100)}</p>`, 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text).toMatch(/word…$/);
    expect(plainText('<p>One</p><p>Two</p>')).toBe('One Two');
  });

  it('keeps absolute picture URLs as they are', () => {
    expect(absoluteUrl('https://x.nz', 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
    expect(absoluteUrl('https://x.nz', 'a.webp')).toBe('https://x.nz/a.webp');
  });
});
