// Test users for any domain's API tests (the auth domain owns how they are made).
export { createTestUser, TEST_PASSWORD, userIdByEmail } from '#server/domains/auth/auth-test-helpers';
