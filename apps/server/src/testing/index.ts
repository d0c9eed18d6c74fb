export { startTestStack, type TestStack, type TestStackOptions } from './test-stack';
export { TestClient, type TestResponse } from './test-client';
