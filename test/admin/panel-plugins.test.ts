import { availablePlugins } from '../../plugins/index.js';
import type { TestApp } from '../support/app.js';
import { SUPERADMIN } from '../support/auth.js';
import { bootWithPanel, pageState, panelLogin } from './support/panel.js';
import { ungatedPlugin, widgetsPlugin } from './support/widgets-plugin.js';

const available = [...availablePlugins, widgetsPlugin, ungatedPlugin];

async function resourcesOf(t: TestApp): Promise<string[]> {
  const agent = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
  return pageState((await agent.get('/admin').expect(200)).text).resources.map((r: any) => r.id);
}

describe('admin panel resources come from the enabled plugins', () => {
  it('a disabled plugin contributes no resource', async () => {
    const t = await bootWithPanel({ available, env: { PLUGINS: 'accounts' } });
    try {
      expect((await resourcesOf(t)).sort()).toEqual(['Admins', 'Customers', 'OAuthProviders', 'Roles']);
      const agent = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
      const res = await agent.get('/admin/api/resources/Widgets/actions/list').expect(404);
      expect(res.body.errorCode).toBe('NOT_FOUND');
    } finally {
      await t.close();
    }
  });

  it('an enabled plugin contributes its resource, built from its panel resource spec', async () => {
    const t = await bootWithPanel({ available, env: { PLUGINS: 'accounts,widgets' } });
    try {
      expect((await resourcesOf(t)).sort()).toEqual(['Admins', 'Customers', 'OAuthProviders', 'Roles', 'Widgets']);
      const agent = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
      const list = await agent.get('/admin/api/resources/Widgets/actions/list').query({ 'filters.name': 'Widgets_', perPage: '50' }).expect(200);
      expect(list.body.records.map((r: any) => r.params.name).sort()).toEqual([
        'Widgets_CREATE',
        'Widgets_DELETE',
        'Widgets_READ',
        'Widgets_RESTORE',
        'Widgets_UPDATE',
      ]);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a plugin resource that is not a panel resource spec (a plain AdminJS resource)', async () => {
    await expect(bootWithPanel({ available, env: { PLUGINS: 'accounts,ungated' } })).rejects.toThrow(
      /buildServiceResource .* describe it with definePanelResource/,
    );
  });
});
