import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('privacy', () => {
  it.todo('does what its first issue asks, and refuses callers without the permission');
});
