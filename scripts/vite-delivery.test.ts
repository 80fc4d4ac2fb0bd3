import { describe, expect, it } from 'vitest';
import { markScriptsLowPriority } from './vite-delivery';

describe('markScriptsLowPriority [issue 27]', () => {
  it('puts the built page module script and its modulepreloads at low priority, once', () => {
    const built = [
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
      '<script>inline()</script>',
    ].join('\n');
    const marked = markScriptsLowPriority(built);
    expect(marked).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
    expect(marked).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-abc.js">',
    );
    // The stylesheet stays render-blocking and the inline script is untouched.
    expect(marked).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(marked).toContain('<script>inline()</script>');
    expect(markScriptsLowPriority(marked)).toBe(marked);
  });
});
