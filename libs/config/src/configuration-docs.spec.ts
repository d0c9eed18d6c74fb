import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AdminConfig } from './apps/admin.config';
import { BillingConfig } from './apps/billing.config';
import { EmbeddedConfig } from './apps/embedded.config';
import { GatewayConfig } from './apps/gateway.config';
import { GenerationConfig } from './apps/generation.config';
import { IdentityConfig } from './apps/identity.config';
import { MailConfig } from './apps/mail.config';
import { WebhooksConfig } from './apps/webhooks.config';
import { ConverterConfig } from './apps/converter.config';
import { ProcessConfig } from './apps/process.config';
import { RunModeConfig } from './apps/run-mode.config';
import { SchemaPrefixConfig } from './apps/schema-prefix.config';
import { TeamsConfig } from './apps/teams.config';
import { TemplatesConfig } from './apps/templates.config';
import { TracingConfig } from './apps/tracing.config';
import { describeVariables } from './variable.decorator';

const configClasses = [
  EmbeddedConfig,
  GatewayConfig,
  IdentityConfig,
  TeamsConfig,
  TemplatesConfig,
  GenerationConfig,
  BillingConfig,
  AdminConfig,
  MailConfig,
  WebhooksConfig,
  ConverterConfig,
  RunModeConfig,
  ProcessConfig,
  SchemaPrefixConfig,
  TracingConfig,
];

/** Variables documented as the first cell of a table row: | `NAME` | ... */
function documentedVariables(): Set<string> {
  const markdown = readFileSync(join(__dirname, '../../../docs/configuration.md'), 'utf8');
  return new Set([...markdown.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((match) => match[1]));
}

describe('docs/configuration.md', () => {
  it('documents exactly the variables the configuration classes read', () => {
    const read = new Set(
      configClasses.flatMap((configClass) => describeVariables(configClass).map((v) => v.name)),
    );
    expect([...documentedVariables()].sort()).toEqual([...read].sort());
  });
});
