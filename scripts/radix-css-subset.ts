import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Radix Themes' stylesheet cut down to what our code can produce (issue 27, docs/decisions/019).
 * Radix ships every component's CSS, and every size, layout and spacing class at every breakpoint
 * (`md:rt-r-size-3`, `sm:rt-r-p-4`): 680 KB, nearly all unused. A page's style pass and the CSS
 * parse scale with it. This module works out, from our sources, which Radix components can render
 * and which responsive props are given a breakpoint, and a PostCSS plugin (vite.config.ts) drops
 * every selector that needs a Radix class nothing can produce:
 *
 * - a component class (`rt-Button`, `rt-SelectContent`) is kept when one of the Radix components the
 *   sources import uses it (found in Radix's own modules, following their imports);
 * - a breakpoint class (`sm:rt-r-gtc-2`) is kept when the sources give that prop a responsive
 *   object with that breakpoint (`columns={{ initial: '1', sm: '2' }}`), for every value;
 * - every other class (variants, base sizes and utilities without a breakpoint) is kept.
 *
 * Responsive objects must be written in the JSX attribute itself: one anywhere else fails the
 * build, since the prop it feeds cannot be known. Rules are dropped, never moved, so the order and
 * specificity of what remains are Radix's. e2e/stylesheets.spec.ts checks that every `rt-` class a
 * page uses is in the stylesheets it loaded.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const RADIX = path.join(ROOT, 'node_modules/@radix-ui/themes');
const RADIX_COMPONENTS = path.join(RADIX, 'dist/esm/components');
const RADIX_PACKAGE_PATH = `${path.sep}@radix-ui${path.sep}themes${path.sep}`;
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export interface RadixUsage {
  /** Radix component classes some imported component renders (`rt-Button`, `rt-BaseButton`). */
  componentClasses: Set<string>;
  /** Breakpoint class prefixes in use (`sm:rt-r-gtc`). */
  responsivePrefixes: Set<string>;
  /** Variants named anywhere (`soft`, `ghost`), with the defaults of the components used. */
  variants: Set<string>;
  /** Whether anything sets `highContrast`. */
  highContrast: boolean;
  /** Colour scales named anywhere (`'red'`, `--red-9` in our CSS), with the theme's. */
  colors: Set<string>;
}

const VARIANTS = ['classic', 'solid', 'soft', 'surface', 'outline', 'ghost'];
const COLORS = readdirSync(path.join(RADIX, 'tokens/colors'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => file.slice(0, -4));

const kebab = (name: string) => name.replace(/[a-z0-9](?=[A-Z])/g, '$&-').toLowerCase();

/** The module files of a source folder set, `.ts`/`.tsx`, tests and generated route tree left out. */
function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    files.push(path.join(entry.parentPath, entry.name));
  }
  return files;
}

function resolveModule(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('#web/')) base = path.join(ROOT, 'web', specifier.slice(5));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'([^']+)'/g;

/**
 * The web modules `entries` reach through static and dynamic imports (a lazily loaded part's styles
 * must be there when it opens), not going into `stopAt` (the route tree, which imports every route).
 */
export function reachableModules(entries: string[], stopAt: string[] = []): string[] {
  const seen = new Set<string>();
  const stops = new Set(stopAt.map((file) => path.resolve(ROOT, file)));
  const queue = entries.map((file) => path.resolve(ROOT, file));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || stops.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveModule(file, specifier as string);
      if (target && /\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return [...seen];
}

/** The route module(s) of a route id (`/people/$id` → web/routes/people/$id.tsx), with its layouts. */
function routeFiles(id: string): string[] {
  const folder = path.join(ROOT, 'web/routes');
  const files: string[] = [];
  const segments = id.split('/').filter(Boolean);
  for (let depth = 1; depth <= segments.length; depth++) {
    const layout = path.join(folder, ...segments.slice(0, depth), 'route.tsx');
    if (existsSync(layout)) files.push(layout);
  }
  const own = id.endsWith('/') ? path.join(folder, id, 'index.tsx') : path.join(folder, `${id}.tsx`);
  if (!existsSync(own)) throw new Error(`radix-css-subset: no route module for ${id} (${own})`);
  return [...files, own];
}

/**
 * The modules a server-rendered public page can run: its route, the root route (the shell: header,
 * menus, footer, error and not-found views), the entries, and whatever they import. The route tree
 * (which imports every route) is where the walk stops.
 */
export function publicModules(routeIds: readonly string[]): string[] {
  const entries = [
    'web/main.tsx',
    'web/boot.tsx',
    'web/app.tsx',
    'web/routes/__root.tsx',
    ...routeIds.flatMap(routeFiles),
  ];
  return reachableModules(entries, ['web/routeTree.gen.ts']);
}

/** Our own stylesheets (the .css files under web/). */
function ourStylesheets(): string[] {
  return readdirSync(path.join(ROOT, 'web'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** All of the web app's modules. */
export function allWebModules(): string[] {
  return sourceFiles(path.join(ROOT, 'web'));
}

/** The Radix component modules a source imports from '@radix-ui/themes' (`Link as RadixLink` → link.js). */
function importedRadixModules(source: string): string[] {
  const modules: string[] = [];
  for (const [, names] of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@radix-ui\/themes'/g)) {
    for (const spec of (names as string).split(',')) {
      const name = spec
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (!name || /^type\s/.test(spec.trim()) || /Props$/.test(name)) continue;
      const file = path.join(RADIX_COMPONENTS, `${kebab(name)}.js`);
      if (!existsSync(file)) throw new Error(`radix-css-subset: no Radix component module for ${name}`);
      modules.push(file);
    }
  }
  if (
    /from\s*'@radix-ui\/themes\/[^']*'/.test(source) ||
    /import\s*\*\s*as\s+\w+\s+from\s*'@radix-ui\/themes'/.test(source)
  ) {
    throw new Error('radix-css-subset: import Radix components by name from @radix-ui/themes');
  }
  return modules;
}

/**
 * What Radix's modules `entries` (and what they import) render: their `rt-` component classes, the
 * variants they default to or pass, whether they set high contrast, the colours they pass.
 */
function radixModulesUsage(entries: string[]) {
  const classes = new Set<string>();
  const variants = new Set<string>();
  const colors = new Set<string>();
  let highContrast = false;
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [name] of source.matchAll(/rt-[A-Z][A-Za-z]*/g)) classes.add(name);
    for (const [, name] of source.matchAll(/className:"rt-variant",values:\w+,default:"(\w+)"/g)) {
      variants.add(name as string);
    }
    for (const [, name] of source.matchAll(/\bvariant:"(\w+)"/g)) variants.add(name as string);
    for (const [, name] of source.matchAll(/\b(?:c|accentC|grayC)olor:"(\w+)"/g)) colors.add(name as string);
    if (/\bhighContrast:!0/.test(source)) highContrast = true;
    for (const [, specifier] of source.matchAll(/from\s*"(\.[^"]+)"/g)) {
      queue.push(path.resolve(path.dirname(file), specifier as string));
    }
  }
  return { classes, variants, colors, highContrast };
}

/** Every Radix prop that has a class, by prop name (`columns` → `rt-r-gtc`; `align` → several). */
function radixPropClasses(): Map<string, Set<string>> {
  const byProp = new Map<string, Set<string>>();
  const folders = [
    path.join(RADIX, 'dist/esm/props'),
    RADIX_COMPONENTS,
    path.join(RADIX_COMPONENTS, '_internal'),
  ];
  for (const folder of folders) {
    for (const file of readdirSync(folder)) {
      if (!file.endsWith('.js')) continue;
      const source = readFileSync(path.join(folder, file), 'utf8');
      for (const [, prop, className] of source.matchAll(/(\w+):\{type:"[^"]*",className:"(rt-[^"]+)"/g)) {
        const set = byProp.get(prop as string) ?? new Set<string>();
        set.add(className as string);
        byProp.set(prop as string, set);
      }
    }
  }
  return byProp;
}

/** `name={{ initial: …, sm: … }}` in a source: the prop and the breakpoints it names. */
function responsiveProps(file: string, source: string): { prop: string; breakpoints: string[] }[] {
  const found: { prop: string; breakpoints: string[] }[] = [];
  const objects = /\{\{?\s*((?:initial|xs|sm|md|lg|xl)\s*:[^{}]*)\}/g;
  for (const match of source.matchAll(objects)) {
    const body = match[1] as string;
    const keys = [...body.matchAll(/(?:^|,)\s*(\w+)\s*:/g)].map((key) => key[1] as string);
    const breakpoints = keys.filter((key) => (BREAKPOINTS as readonly string[]).includes(key));
    if (breakpoints.length === 0 || !keys.every((key) => key === 'initial' || breakpoints.includes(key)))
      continue;
    const before = source.slice(0, match.index);
    const attribute = /(\w+)=$/.exec(before);
    if (!attribute || !match[0].startsWith('{{')) {
      const line = before.split('\n').length;
      throw new Error(
        `radix-css-subset: a responsive value outside a JSX attribute at ${path.relative(ROOT, file)}:${line}; write it in the attribute, so the stylesheet keeps its classes`,
      );
    }
    found.push({ prop: attribute[1] as string, breakpoints });
  }
  return found;
}

/** What the given modules of ours can make Radix render. */
export function radixUsage(modules: string[]): RadixUsage {
  const radixModules: string[] = [];
  const componentClasses = new Set<string>();
  const responsivePrefixes = new Set<string>();
  const variants = new Set<string>();
  const colors = new Set<string>();
  let highContrast = false;
  const propClasses = radixPropClasses();
  for (const file of modules) {
    const source = readFileSync(file, 'utf8');
    radixModules.push(...importedRadixModules(source));
    // Any quoted variant or colour name counts, wherever it is (a prop, a map of states to colours).
    for (const [, name] of source.matchAll(/['"`](\w+)['"`]/g)) {
      if (VARIANTS.includes(name as string)) variants.add(name as string);
      if (COLORS.includes(name as string)) colors.add(name as string);
    }
    if (/\bhighContrast\b/.test(source)) highContrast = true;
    // Classes our code writes itself (`className="rt-…"`).
    for (const [name] of source.matchAll(/\brt-[A-Z][A-Za-z]*/g)) componentClasses.add(name);
    for (const { prop, breakpoints } of responsiveProps(file, source)) {
      const classNames = propClasses.get(prop);
      if (!classNames) throw new Error(`radix-css-subset: ${prop} is not a responsive Radix prop (${file})`);
      for (const breakpoint of breakpoints) {
        for (const className of classNames) responsivePrefixes.add(`${breakpoint}:${className}`);
      }
    }
  }
  const radix = radixModulesUsage(radixModules);
  for (const name of radix.classes) componentClasses.add(name);
  for (const name of radix.variants) variants.add(name);
  for (const name of radix.colors) colors.add(name);
  // Our stylesheets' colour variables (`var(--amber-9)`).
  for (const sheet of ourStylesheets()) {
    for (const [, name] of readFileSync(sheet, 'utf8').matchAll(/--([a-z]+)-a?\d/g)) {
      if (COLORS.includes(name as string)) colors.add(name as string);
    }
  }
  return {
    componentClasses,
    responsivePrefixes,
    variants,
    colors,
    highContrast: highContrast || radix.highContrast,
  };
}

/** Whether a Radix class can appear on a page, given what the code uses. */
export function classIsUsed(usage: RadixUsage, className: string): boolean {
  // Negative margins are `-rt-r-m-2`, `sm:-rt-r-m-2`.
  const responsive = /^(xs|sm|md|lg|xl):-?(rt-.*)$/.exec(className);
  if (responsive) {
    const [, breakpoint, base] = responsive as unknown as [string, string, string];
    for (const prefix of usage.responsivePrefixes) {
      if (
        prefix.startsWith(`${breakpoint}:`) &&
        (base === prefix.slice(breakpoint.length + 1) ||
          base.startsWith(`${prefix.slice(breakpoint.length + 1)}-`))
      ) {
        return true;
      }
    }
    return false;
  }
  if (/^rt-[A-Z]/.test(className)) return usage.componentClasses.has(className);
  if (className.startsWith('rt-variant-')) return usage.variants.has(className.slice('rt-variant-'.length));
  if (className === 'rt-high-contrast') return usage.highContrast;
  return true;
}

/** Whether an attribute selector's colour (`[data-accent-color='red']`) is one in use. */
function attributeIsUsed(usage: RadixUsage, attribute: string): boolean {
  const color = /^data-(?:accent|gray)-color=['"]?(\w+)['"]?$/.exec(attribute);
  return !color || usage.colors.has(color[1] as string);
}

/** The end of the parenthesised group opening at `open` (the index of its `(`). */
function closingParen(selector: string, open: number): number {
  let depth = 0;
  for (let i = open; i < selector.length; i++) {
    const char = selector[i];
    if (char === '\\') i++;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i;
  }
  return selector.length;
}

/** Splits a selector list at its top-level commas. */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * Whether a complex selector can match, given which classes can exist: every class it requires
 * must be usable; `:is()`/`:where()`/`:has()` need one usable alternative; `:not()` requires nothing.
 */
export function selectorCanMatch(selector: string, usage: RadixUsage): boolean {
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === '\\') {
      i++;
    } else if (char === '[') {
      const end = selector.indexOf(']', i);
      if (!attributeIsUsed(usage, selector.slice(i + 1, end < 0 ? undefined : end))) return false;
      i = end < 0 ? selector.length : end;
    } else if (char === ':') {
      const pseudo = /^:+([\w-]+)\(/.exec(selector.slice(i));
      if (!pseudo) continue;
      const open = i + pseudo[0].length - 1;
      const close = closingParen(selector, open);
      const name = pseudo[1] as string;
      if (['is', 'where', 'has', 'matches'].includes(name)) {
        const alternatives = splitSelectorList(selector.slice(open + 1, close));
        if (!alternatives.some((alternative) => selectorCanMatch(alternative, usage))) return false;
      }
      i = close;
    } else if (char === '.') {
      let name = '';
      let j = i + 1;
      for (; j < selector.length; j++) {
        const c = selector[j] as string;
        if (c === '\\') {
          name += selector[j + 1] ?? '';
          j++;
        } else if (/[\w-]/.test(c)) name += c;
        else break;
      }
      if (!classIsUsed(usage, name)) return false;
      i = j - 1;
    }
  }
  return true;
}

interface CssNode {
  type: string;
  name?: string;
  selector?: string;
  nodes?: CssNode[];
  parent?: CssNode;
  source?: { input: { file?: string } };
  remove(): void;
  walkRules?(callback: (rule: CssNode) => void): void;
  walkAtRules?(callback: (rule: CssNode) => void): void;
}

/**
 * A PostCSS plugin (Vite's `css.postcss.plugins`) that cuts each stylesheet named in `sheets` (by
 * the end of its path) down to the classes its usage can produce; other stylesheets pass through.
 */
export function radixSubset(sheets: Record<string, () => RadixUsage>) {
  return {
    postcssPlugin: 'festival-radix-subset',
    OnceExit(root: CssNode, { result }: { result: { opts: { from?: string } } }) {
      const from = result.opts.from ?? '';
      const sheet = Object.keys(sheets).find((name) => from.endsWith(name));
      if (!sheet) return;
      const usage = (sheets[sheet] as () => RadixUsage)();
      root.walkRules?.((rule) => {
        // Only Radix's rules: ours (styles.css, imported beside it) are all kept.
        const file = rule.source?.input.file ?? '';
        if (!file.includes(RADIX_PACKAGE_PATH)) return;
        // A colour scale nothing names.
        const scale = /tokens[\\/]colors[\\/](\w+)\.css$/.exec(file);
        if (scale && !usage.colors.has(scale[1] as string)) {
          rule.remove();
          return;
        }
        // Keyframes' steps are rules too.
        if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name ?? '')) return;
        const kept = splitSelectorList(rule.selector ?? '').filter((selector) =>
          selectorCanMatch(selector, usage),
        );
        if (kept.length === 0) rule.remove();
        else rule.selector = kept.join(',\n');
      });
      // Media queries and @supports blocks left empty.
      let removed = true;
      while (removed) {
        removed = false;
        root.walkAtRules?.((atRule) => {
          if (atRule.nodes && atRule.nodes.length === 0) {
            atRule.remove();
            removed = true;
          }
        });
      }
    },
  };
}
radixSubset.postcss = true;
