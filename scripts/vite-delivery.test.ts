import { describe, expect, it } from 'vitest';
import { appModuleFiles, markScriptsLowPriority } from './vite-delivery';

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

describe('appModuleFiles [issue 27]', () => {
  it("lists the app's chunk and its static imports that the entry has not loaded", () => {
    const chunk = (
      fileName: string,
      imports: string[],
      facadeModuleId: string | null = null,
      isEntry = false,
    ) => ({
      type: 'chunk' as const,
      fileName,
      imports,
      facadeModuleId,
      isEntry,
    });
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/runtime.js'], '/web/main.tsx', true),
      'assets/runtime.js': chunk('assets/runtime.js', []),
      'assets/boot.js': chunk('assets/boot.js', ['assets/react.js', 'assets/runtime.js'], '/web/boot.tsx'),
      'assets/react.js': chunk('assets/react.js', ['assets/scheduler.js']),
      'assets/scheduler.js': chunk('assets/scheduler.js', []),
      'assets/route.js': chunk('assets/route.js', ['assets/react.js'], '/web/routes/index.tsx'),
      'assets/index.css': { type: 'asset' as const },
    };
    expect(appModuleFiles(bundle, '/web/boot.tsx')).toEqual([
      'assets/boot.js',
      'assets/react.js',
      'assets/scheduler.js',
    ]);
    expect(appModuleFiles(bundle, '/web/nothing.tsx')).toEqual([]);
  });
});
