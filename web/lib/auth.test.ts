import { afterEach, describe, expect, it } from 'vitest';
import {
  CREDENTIALS_KEY,
  clearCredentials,
  csrfToken,
  readCredentials,
  requestHeaders,
  saveCredentials,
} from './auth';

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('stored credentials', () => {
  it('live under the key nzif and count only with all three parts [AU-3]', () => {
    expect(CREDENTIALS_KEY).toBe('nzif');
    saveCredentials({ accessToken: 'a', client: 'c', uid: '1' });
    expect(readCredentials()).toEqual({ accessToken: 'a', client: 'c', uid: '1' });
    localStorage.setItem('nzif', JSON.stringify({ accessToken: 'a', client: 'c' }));
    expect(readCredentials()).toBeNull();
    localStorage.setItem('nzif', JSON.stringify({ accessToken: '', client: 'c', uid: '1' }));
    expect(readCredentials()).toBeNull();
    localStorage.setItem('nzif', 'not json');
    expect(readCredentials()).toBeNull();
    clearCredentials();
    expect(localStorage.getItem('nzif')).toBeNull();
  });

  it('go out as access-token, client and uid headers [AP-3]', () => {
    expect(requestHeaders()).toEqual({});
    saveCredentials({ accessToken: 'a', client: 'c', uid: '1' });
    expect(requestHeaders()).toEqual({ 'access-token': 'a', client: 'c', uid: '1' });
  });
});

describe('CSRF token', () => {
  it('is read from the csrf-token meta tag and sent as X-CSRF-Token when present [AP-2]', () => {
    expect(csrfToken()).toBeNull();
    document.head.innerHTML = '<meta name="csrf-token" content="%CSRF_TOKEN%">';
    expect(csrfToken()).toBeNull();
    document.head.innerHTML = '<meta name="csrf-token" content="abc.123.sig">';
    expect(csrfToken()).toBe('abc.123.sig');
    expect(requestHeaders()).toEqual({ 'X-CSRF-Token': 'abc.123.sig' });
  });
});
