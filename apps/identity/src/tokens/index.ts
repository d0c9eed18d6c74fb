// The tokens domain's public API for the other identity modules.
export { AccountTokens, type IssuedToken } from './account-tokens';
export { AccountToken, type AccountTokenPurpose } from './entities/account-token.entity';
export { TokensModule } from './tokens.module';
