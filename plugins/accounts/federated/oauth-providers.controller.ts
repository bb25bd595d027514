import { Body, Get, JsonController, Param, Put } from 'routing-controllers';
import type { OAuthProviderName } from '../../../config/index.js';
import { ok } from '../../../core/http/envelope.js';
import { Permission, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { ProviderSettingsDto } from './dto/provider-settings.dto.js';
import { federatedServices as services } from './federated-context.js';
import { FederatedErrors } from './errors.js';
import { isProviderName, PROVIDERS } from './providers.js';
import { ApiTag, Operation } from '../../../core/http/openapi/operation.js';
import { OAuthProviderSettingsResponse } from './dto/federated.response.js';

function providerParam(value: string): OAuthProviderName {
  if (!isProviderName(value)) throw FederatedErrors.PROVIDER_NOT_FOUND();
  return value;
}

/** Run-time client settings of the federated providers (issuer, client id and secret, scopes). */
@JsonController('/api/admin/auth/oauth-providers')
@ApiTag('OAuth providers', 'Run-time settings of the federated sign-in providers (issuer, client id and secret, scopes)')
export class OAuthProvidersController {
  @Get('/')
  @Operation({ id: 'listOAuthProviders', summary: 'List the federated sign-in providers and their settings', returns: [OAuthProviderSettingsResponse] })
  @Permission('OAuthProviders_READ')
  @RateLimit('ADMIN_READ')
  async list() {
    return ok(await services.settings.list());
  }

  @Get('/:provider')
  @Operation({
    id: 'getOAuthProvider',
    summary: "Get a federated sign-in provider's settings",
    returns: OAuthProviderSettingsResponse,
    params: { provider: { type: 'string', enum: [...PROVIDERS] } },
  })
  @Permission('OAuthProviders_READ')
  @RateLimit('ADMIN_READ')
  @Throws(FederatedErrors.PROVIDER_NOT_FOUND)
  async get(@Param('provider') provider: string) {
    return ok(await services.settings.view(providerParam(provider)));
  }

  @Put('/:provider')
  @Operation({
    id: 'updateOAuthProvider',
    summary: "Save a federated sign-in provider's settings",
    returns: OAuthProviderSettingsResponse,
    params: { provider: { type: 'string', enum: [...PROVIDERS] } },
  })
  @Permission('OAuthProviders_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(FederatedErrors.PROVIDER_NOT_FOUND, FederatedErrors.DISCOVERY_FAILED, FederatedErrors.CLIENT_SECRET_REQUIRED)
  async put(@Param('provider') provider: string, @Body() body: ProviderSettingsDto) {
    return ok(await services.settings.save(providerParam(provider), body), 'Provider settings saved');
  }
}
