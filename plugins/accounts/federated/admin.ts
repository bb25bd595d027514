import { definePanelResource, formValue, type PanelRow } from '../../../core/panel/resource-spec.js';
import type { AdminContext } from '../../../core/plugin.js';
import { ProviderSettingsDto } from './dto/provider-settings.dto.js';
import { FederatedErrors } from './errors.js';
import { federatedServices as services } from './federated-context.js';
import type { toSettingsView } from './provider-settings.service.js';
import { isProviderName } from './providers.js';

function row(v: ReturnType<typeof toSettingsView>): PanelRow {
  return { id: v.provider, ...v };
}

/** The two providers as panel records (id = provider name); editing goes through the route's service and DTO. */
function oauthProvidersResource() {
  return definePanelResource({
    id: 'OAuthProviders',
    module: 'OAuthProviders',
    properties: [
      { path: 'id', isId: true, isTitle: true, isEditable: false },
      { path: 'enabled', type: 'boolean', isEditable: false },
      { path: 'configured', type: 'boolean', isEditable: false },
      { path: 'issuer' },
      { path: 'clientId' },
      // write-only: the panel never shows the stored secret, only whether there is one
      { path: 'clientSecret', type: 'password' },
      { path: 'hasClientSecret', type: 'boolean', isEditable: false },
      { path: 'scopes' },
      { path: 'callbackUrl', isEditable: false },
      { path: 'updatedAt', type: 'datetime', isEditable: false },
    ],
    options: {
      navigation: { name: 'Accounts', icon: 'Users' },
      listProperties: ['id', 'enabled', 'configured', 'issuer', 'clientId'],
      showProperties: ['id', 'enabled', 'configured', 'issuer', 'clientId', 'hasClientSecret', 'scopes', 'callbackUrl', 'updatedAt'],
      editProperties: ['issuer', 'clientId', 'clientSecret', 'scopes'],
      filterProperties: [],
      translations: {
        en: {
          labels: { OAuthProviders: 'Sign-in providers' },
          properties: {
            id: 'Provider',
            clientId: 'Client id',
            clientSecret: 'Client secret (leave empty to keep)',
            hasClientSecret: 'Client secret set',
            callbackUrl: 'Callback URL to register',
          },
        },
      },
    },
    async find(q) {
      const rows = (await services.settings.list()).map(row);
      return rows.slice(q.offset, q.offset + q.limit);
    },
    count: async () => (await services.settings.list()).length,
    async findMany(ids) {
      const rows = await services.settings.list();
      return rows.filter((r) => ids.includes(r.provider)).map(row);
    },
    update: {
      dto: ProviderSettingsDto,
      input: (p) => ({
        issuer: formValue.optional(p.issuer),
        clientId: formValue.optional(p.clientId),
        clientSecret: formValue.optional(p.clientSecret),
        scopes: formValue.optional(p.scopes),
      }),
      run: async (id, dto: ProviderSettingsDto) => {
        if (!isProviderName(id)) throw FederatedErrors.PROVIDER_NOT_FOUND();
        return row(await services.settings.save(id, dto));
      },
    },
  });
}

export function federatedAdmin(_ctx: AdminContext): unknown[] {
  return [oauthProvidersResource()];
}
