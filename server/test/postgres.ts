/** Names used for test databases on a real PostgreSQL server, derived from TEST_DATABASE_URL. */
export function templateName(serverUrl: string): string {
  return `${new URL(serverUrl).pathname.slice(1) || 'festival_test'}_template`;
}

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminUrl(serverUrl: string): string {
  const parsed = new URL(serverUrl);
  parsed.pathname = '/postgres';
  return parsed.toString();
}
