import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Whether a page has the CSS for every Radix class it uses (issue 27): each page's stylesheet is cut
 * to what its code can render (scripts/radix-css-subset.ts), so a class the cut missed would leave
 * that part unstyled without any error. A class counts when Radix's full stylesheet styles it.
 */
const RADIX_FULL = readFileSync(
  path.resolve(import.meta.dirname, '../node_modules/@radix-ui/themes/styles.css'),
  'utf8',
);

const CLASS_IN_SELECTOR = /\.((?:\\.|[\w-])+)/g;
/** Radix's classes (`rt-Button`, `sm:rt-r-p-2`, `-rt-r-m-1`) and accent colours (`accent:red`). */
const RADIX_CLASS = /^(?:(?:xs|sm|md|lg|xl):)?-?rt-/;

/** The class names a stylesheet's selectors name (unescaped), and `accent:<colour>` for colour rules. */
export function classesInCss(css: string): Set<string> {
  const names = new Set<string>();
  for (const [, escaped] of css.matchAll(CLASS_IN_SELECTOR))
    names.add((escaped as string).replace(/\\/g, ''));
  for (const [, color] of css.matchAll(/\[data-accent-color=['"]?(\w+)['"]?\]/g))
    names.add(`accent:${color}`);
  return names;
}

const RADIX_STYLED = classesInCss(RADIX_FULL);

/** The Radix classes and accent colours in an HTML document's markup. */
export function radixClassesInHtml(html: string): Set<string> {
  const used = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (list as string).split(/\s+/)) if (RADIX_CLASS.test(name)) used.add(name);
  }
  for (const [, color] of html.matchAll(/\sdata-accent-color="(\w+)"/g)) used.add(`accent:${color}`);
  return used;
}

/** What `used` needs that Radix styles but `loaded` lacks. */
export function unstyled(used: Iterable<string>, loaded: Set<string>): string[] {
  return [...used].filter((name) => RADIX_STYLED.has(name) && !loaded.has(name)).sort();
}

/** The Radix classes on the page now that none of its loaded stylesheets styles. */
export async function unstyledRadixClasses(page: Page): Promise<string[]> {
  const { used, css } = await page.evaluate(() => {
    const texts: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) texts.push(rule.selectorText);
        if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules)
          walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const names = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      for (const name of Array.from(element.classList)) names.add(name);
    }
    for (const element of Array.from(document.querySelectorAll('[data-accent-color]'))) {
      names.add(`accent:${element.getAttribute('data-accent-color')}`);
    }
    return { used: [...names], css: texts.join('\n') };
  });
  return unstyled(
    used.filter((name) => RADIX_CLASS.test(name) || name.startsWith('accent:')),
    classesInCss(css),
  );
}
