export { AdminModule } from './admin.module';
export { ADMIN_OPTIONS, type AdminOptions } from './admin.options';
export { adminDatabase } from './admin.database';
export { verifyChains } from './audit/chain/verify-chains';
export { verificationOutcome, verificationReport } from './audit/chain/verification-report';
