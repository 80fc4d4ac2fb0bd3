import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders Markdown to HTML', () => {
    expect(renderMarkdown('Hello **world**\n\n- one\n- two')).toBe(
      '<p>Hello <strong>world</strong></p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
    );
  });

  it('strips scripts, event handlers and javascript: links from what staff write', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src="x.png" onerror="alert(2)"> [click](javascript:alert(3)) <iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|onerror|href="javascript:|<iframe/i);
    expect(html).toContain('<img src="x.png" />');
  });

  it('marks links as noopener', () => {
    expect(renderMarkdown('[NZIF](https://improvfest.nz)')).toContain(
      '<a href="https://improvfest.nz" rel="noopener noreferrer">NZIF</a>',
    );
  });
});
