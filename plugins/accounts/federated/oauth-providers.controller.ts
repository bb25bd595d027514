import { Body, Get, JsonController, Param, Put } from 'routing-controllers';
import type { OAuthProviderName } from '../../../config/index.js';
import { ok } from '../../../core/http/envelope.js';
import { Permission, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { ProviderSettingsDto } from './dto/provider-settings.dto.js';
import { federatedServices as services } from './federated-context.js';
import { FederatedErrors } from './errors.js';
import { isProviderName } from './providers.js';

function providerParam(value: string): OAuthProviderName {
  if (!isProviderName(value)) throw FederatedErrors.PROVIDER_NOT_FOUND();
  return value;
}

/** Run-time client settings of the federated providers (issuer, client id and secret, scopes). */
@JsonController('/api/admin/auth/oauth-providers')
export class OAuthProvidersController {
  @Get('/')
  @Permission('OAuthProviders_READ')
  @RateLimit('ADMIN_READ')
  async list() {
    return ok(await services.settings.list());
  }

  @Get('/:provider')
  @Permission('OAuthProviders_READ')
  @RateLimit('ADMIN_READ')
  @Throws(FederatedErrors.PROVIDER_NOT_FOUND)
  async get(@Param('provider') provider: string) {
    return ok(await services.settings.view(providerParam(provider)));
  }

  @Put('/:provider')
  @Permission('OAuthProviders_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(FederatedErrors.PROVIDER_NOT_FOUND, FederatedErrors.DISCOVERY_FAILED, FederatedErrors.CLIENT_SECRET_REQUIRED)
  async put(@Param('provider') provider: string, @Body() body: ProviderSettingsDto) {
    return ok(await services.settings.save(providerParam(provider), body), 'Provider settings saved');
  }
}
