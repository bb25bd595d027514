import { getMetadataArgsStorage } from 'typeorm';
import { snakeCase } from './naming-strategy.js';

/**
 * Every column of an entity (its own and its base classes') for a raw SELECT whose rows are read by
 * property name: `t.public_id AS "publicId", t.name, ...`. Named as the naming strategy names them;
 * needs no data source, so it can build SQL constants at import time.
 */
export function entityColumnsSql(entity: Function, alias: string): string {
  return getMetadataArgsStorage()
    .columns.filter((c) => c.target === entity || (typeof c.target === 'function' && entity.prototype instanceof c.target))
    .map((c) => {
      const column = c.options.name ?? snakeCase(c.propertyName);
      return column === c.propertyName ? `${alias}.${column}` : `${alias}.${column} AS "${c.propertyName}"`;
    })
    .join(', ');
}
