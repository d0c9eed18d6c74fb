/** Fixed keys for tests (never for a real deployment): a test can open what the product sealed. */
export const TEST_ROW_ENCRYPTION_KEYS = `test1:${Buffer.alloc(32, 0x5a).toString('base64')}`;
export const TEST_STORAGE_ENCRYPTION_KEY = Buffer.alloc(32, 0x7e);
