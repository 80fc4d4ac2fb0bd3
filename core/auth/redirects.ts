/**
 * Where to go after logging in or resetting a password. Only a path on this site is accepted, so a
 * crafted link can never send someone elsewhere (`//evil.example`, `https:…`, `/\evil`, `javascript:`).
 */
export function isLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // Control characters and backslashes are normalised differently by browsers; refuse them outright.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return false;
  }
  const base = 'http://local.invalid';
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** The value if it is a local path, otherwise the fallback. */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  return value && isLocalPath(value) ? value : fallback;
}
