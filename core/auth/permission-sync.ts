import type { DataSource } from 'typeorm';
import { PERMISSION_ACTIONS, permissionNames, type PluginManifest } from '../plugin.js';

/**
 * Writes one row per `Module_ACTION` of the enabled plugins. Rows of modules no longer declared
 * are kept (roles may still reference them; a plugin turned off and on again keeps its grants).
 */
export async function syncPermissions(ds: DataSource, plugins: PluginManifest[]): Promise<string[]> {
  const names = permissionNames(plugins);
  if (!names.length) return names;
  const values: string[] = [];
  const params: string[] = [];
  names.forEach((name, i) => {
    const action = PERMISSION_ACTIONS.find((a) => name.endsWith(`_${a}`))!;
    params.push(name, name.slice(0, -(action.length + 1)), action);
    values.push(`($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`);
  });
  await ds.query(`INSERT INTO permissions (name, module, action) VALUES ${values.join(', ')} ON CONFLICT (name) DO NOTHING`, params);
  return names;
}
