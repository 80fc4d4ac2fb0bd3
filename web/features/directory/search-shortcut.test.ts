// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './search-shortcut';

const press = (
  key: string,
  options: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; target?: EventTarget | null } = {},
) => ({
  key,
  ctrlKey: options.ctrlKey ?? false,
  metaKey: options.metaKey ?? false,
  altKey: options.altKey ?? false,
  target: options.target ?? document.body,
});

describe('search shortcut [RT-5]', () => {
  it('opens search with / on the page, and with Ctrl+K or ⌘K anywhere', () => {
    expect(isSearchShortcut(press('/'))).toBe(true);
    expect(isSearchShortcut(press('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(press('K', { metaKey: true }))).toBe(true);
  });

  it('leaves / alone while the visitor types in a field, and ignores other keys', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    expect(isSearchShortcut(press('/', { target: input }))).toBe(false);
    expect(isSearchShortcut(press('/', { target: textarea }))).toBe(false);
    expect(isSearchShortcut(press('k'))).toBe(false);
    expect(isSearchShortcut(press('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});
