import { describe, expect, it } from 'vitest';
import { isLocalPath, safeRedirectPath } from './redirects';

describe('local redirect paths', () => {
  it.each(['/', '/profile', '/admin/people?x=1#top', '/workshops/a-b'])('accepts %s', (path) => {
    expect(isLocalPath(path)).toBe(true);
  });

  it.each([
    '',
    'profile',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    'http://evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    '/\tevil',
    ' /profile',
  ])('refuses %j', (path) => {
    expect(isLocalPath(path)).toBe(false);
  });

  it('falls back for anything not local', () => {
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath(undefined, '/home')).toBe('/home');
    expect(safeRedirectPath('/calendar')).toBe('/calendar');
  });
});
