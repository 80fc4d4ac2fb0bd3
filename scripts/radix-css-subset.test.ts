import { describe, expect, it } from 'vitest';
import { SERVER_RENDERED_ROUTES } from '../core/seo/server-rendered-routes.ts';
import {
  allWebModules,
  classIsUsed,
  publicModules,
  type RadixUsage,
  radixUsage,
  selectorCanMatch,
  splitSelectorList,
} from './radix-css-subset.ts';

const usage: RadixUsage = {
  componentClasses: new Set(['rt-Button', 'rt-BaseButton', 'rt-Text']),
  responsivePrefixes: new Set(['sm:rt-r-gtc', 'md:rt-r-m']),
  variants: new Set(['soft', 'solid']),
  highContrast: false,
  colors: new Set(['crimson', 'gray']),
};

describe('the Radix stylesheet subset', () => {
  it('keeps a class only when the code can produce it', () => {
    expect(classIsUsed(usage, 'rt-Button')).toBe(true);
    expect(classIsUsed(usage, 'rt-TableRoot')).toBe(false);
    expect(classIsUsed(usage, 'sm:rt-r-gtc-2')).toBe(true);
    expect(classIsUsed(usage, 'sm:rt-r-gtc')).toBe(true);
    expect(classIsUsed(usage, 'md:rt-r-gtc-2')).toBe(false);
    expect(classIsUsed(usage, 'md:-rt-r-m-2')).toBe(true);
    expect(classIsUsed(usage, 'rt-r-p-3')).toBe(true);
    expect(classIsUsed(usage, 'rt-variant-classic')).toBe(false);
    expect(classIsUsed(usage, 'rt-variant-soft')).toBe(true);
    expect(classIsUsed(usage, 'rt-high-contrast')).toBe(false);
    expect(classIsUsed(usage, 'radix-themes')).toBe(true);
  });

  it('reads selectors: :where/:is need one alternative, :not needs nothing, colours in attributes count', () => {
    expect(selectorCanMatch('.rt-Button:where(.rt-r-size-1)', usage)).toBe(true);
    expect(selectorCanMatch('.rt-TableRoot .rt-Text', usage)).toBe(false);
    expect(selectorCanMatch('.rt-Text:where(.rt-TableRoot, .rt-Button)', usage)).toBe(true);
    expect(selectorCanMatch('.rt-Text:where(.rt-TableRoot, .rt-CardRoot)', usage)).toBe(false);
    expect(selectorCanMatch('.rt-Text:not(.rt-TableRoot)', usage)).toBe(true);
    expect(selectorCanMatch('.rt-Button:where(.md\\:rt-r-gtc-2)', usage)).toBe(false);
    expect(selectorCanMatch("[data-accent-color='red']", usage)).toBe(false);
    expect(selectorCanMatch("[data-accent-color='crimson']", usage)).toBe(true);
    expect(selectorCanMatch("[data-accent-color]:where(:not([data-accent-color='red']))", usage)).toBe(true);
    expect(splitSelectorList(':is(.a, .b) .c, .d[x="1,2"]')).toEqual([':is(.a, .b) .c', '.d[x="1,2"]']);
  });

  it('finds what the public pages can render, a subset of what the app can', () => {
    const app = radixUsage(allWebModules());
    const publicPages = radixUsage(publicModules(SERVER_RENDERED_ROUTES));
    // The shell's phone menu, the filters' selects, the place chips' popovers, the account menu.
    for (const name of ['rt-Button', 'rt-SelectContent', 'rt-PopoverContent', 'rt-DropdownMenuContent']) {
      expect(publicPages.componentClasses).toContain(name);
    }
    for (const name of publicPages.componentClasses) expect(app.componentClasses).toContain(name);
    expect(app.componentClasses).toContain('rt-TableRoot');
    expect(publicPages.colors).toContain('crimson');
    expect(publicPages.colors).toContain('sand');
  });
});
