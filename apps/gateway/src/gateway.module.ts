import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AccountsGatewayModule } from './accounts/accounts.gateway-module';
import { AdminGatewayModule } from './admin/admin.gateway-module';
import { BillingGatewayModule } from './billing/billing.gateway-module';
import { AuthModule } from './auth/auth.module';
import { AdminGuard, SignedInGuard } from './auth/guards';
import { DomainErrorsInterceptor } from './errors/domain-errors.interceptor';
import { DashboardGatewayModule } from './dashboard/dashboard.gateway-module';
import { DatasetsGatewayModule } from './datasets/datasets.gateway-module';
import { PublicGatewayModule } from './public/public.gateway-module';
import { SsoGatewayModule } from './sso/sso.gateway-module';
import { PresentationsGatewayModule } from './presentations/presentations.gateway-module';
import { TeamsGatewayModule } from './teams/teams.gateway-module';
import { TemplatesGatewayModule } from './templates/templates.gateway-module';
import { LinksGatewayModule } from './links/links.gateway-module';
import { SharingGatewayModule } from './sharing/sharing.gateway-module';
import { LocalGatewayModule } from './local/local.gateway-module';
import { McpGatewayModule } from './v1/mcp/mcp.gateway-module';
import { V1GatewayModule } from './v1/v1.gateway-module';
import { WebhooksGatewayModule } from './webhooks/webhooks.gateway-module';
import { GATEWAY_OPTIONS, type GatewayOptions } from './gateway.options';

/**
 * The public HTTP edge. Each area (accounts, templates, presentations, teams, billing, admin) contributes
 * one module of controllers that validate input and call the owning service over request/reply; the
 * services' domain errors become HTTP answers in one place (errors/domain-error-http.ts).
 */
@Module({
  imports: [
    AuthModule,
    AccountsGatewayModule,
    TeamsGatewayModule,
    TemplatesGatewayModule,
    LinksGatewayModule,
    SharingGatewayModule,
    BillingGatewayModule,
    PresentationsGatewayModule,
    DatasetsGatewayModule,
    DashboardGatewayModule,
    AdminGatewayModule,
    PublicGatewayModule,
    V1GatewayModule,
    McpGatewayModule,
    WebhooksGatewayModule,
    SsoGatewayModule,
  ],
  providers: [SignedInGuard, AdminGuard, { provide: APP_INTERCEPTOR, useClass: DomainErrorsInterceptor }],
})
export class GatewayModule {
  /** The service with its options; global so every module of the service can inject GATEWAY_OPTIONS. */
  static forRoot(options: GatewayOptions): DynamicModule {
    return {
      module: GatewayModule,
      global: true,
      imports: options.local ? [LocalGatewayModule.forLocalMode(options.local)] : [],
      providers: [{ provide: GATEWAY_OPTIONS, useValue: options }],
      exports: [GATEWAY_OPTIONS],
    };
  }
}
