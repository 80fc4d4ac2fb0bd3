import { describe, expect, it } from 'vitest';
import { isServerRendered, pageEncoding, splitTemplate } from './page-render';

const TEMPLATE = `<!doctype html>
<html lang="en-NZ">
  <head>
    <meta name="description" content="Generic." />
    <title>NZIF</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('server-rendered pages [issue 27]', () => {
  it('puts the page in #root, its head tags in place of the generic ones and the theme on <html>', () => {
    const html = splitTemplate(TEMPLATE).fill(
      {
        head: '<title>People</title><meta name="description" content="Who is on."/>',
        body: '<main>People</main>',
        state: '<script type="application/json" id="server-state">{}</script>',
      },
      { appearance: 'dark', showTraditionalNames: true },
    );
    expect(html).toContain('<html class="dark" style="color-scheme:dark" lang="en-NZ">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>People</title>');
    expect(html).not.toContain('Generic.');
    expect(html).toContain('<div id="root"><main>People</main></div><script type="application/json"');
  });

  it('keeps the generic title and description when the page names none', () => {
    const html = splitTemplate(TEMPLATE).fill(
      { head: '', body: '', state: '' },
      { appearance: 'light', showTraditionalNames: true },
    );
    expect(html).toContain('<title>NZIF</title>');
    expect(html).toContain('Generic.');
  });

  it('renders only the public routes, judged against the whole route table', () => {
    const rendered = isServerRendered([
      '/',
      '/$activityType/',
      '/$activityType/$slug',
      '/admin',
      '/people/',
      '/profile',
    ]);
    expect(rendered('/')).toBe(true);
    expect(rendered('/workshops')).toBe(true);
    expect(rendered('/workshops/status-games')).toBe(true);
    expect(rendered('/people')).toBe(true);
    // A more specific signed-in or staff route wins over `/$activityType/`.
    expect(rendered('/admin')).toBe(false);
    expect(rendered('/profile')).toBe(false);
    expect(rendered('/a/b/c')).toBe(false);
  });

  it('sends brotli, then gzip, to whoever accepts it', () => {
    expect(pageEncoding('gzip, deflate, br')).toBe('br');
    expect(pageEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pageEncoding('identity')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
    expect(pageEncoding('*')).toBe('br');
  });
});
