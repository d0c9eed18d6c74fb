export { startTestStack, type TestStack, type TestStackOptions } from './test-stack';
export { TestClient, type TestResponse } from './test-client';
export { acceptInvitationFromMail, invitationMailCount } from './team-invitations';
export { storedKeys, uploadedFiles } from './stored-objects';
export { migrateWorkerProcess, startWorkerProcess } from './worker-process';
export { recordEvents, type EventRecorder, type RecordedEvent } from './recorded-events';
export { startFakeService } from './fake-service';
