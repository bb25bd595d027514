/** The permission the reader's id column `on` names, under `alias` (`JOIN permissions p ON p.id = rp.permission_id`); `on` may go on with `AND ...`. */
export function permissionJoin(alias: string, on: string, join: 'JOIN' | 'LEFT JOIN' = 'JOIN'): string {
  return `${join} permissions ${alias} ON ${alias}.id = ${on}`;
}
