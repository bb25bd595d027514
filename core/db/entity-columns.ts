import { getMetadataArgsStorage, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { db } from './transaction.js';
import { snakeCase } from './naming-strategy.js';

/**
 * Every column of an entity (its own and its base classes') for a raw SELECT whose rows are read by
 * property name: `t.public_id AS "publicId", t.name, ...`; with a prefix, `t.name AS "<prefix>name"` (two
 * entities in one row, read back with entityFromRow). Named as the naming strategy names them; needs no data
 * source, so it can build SQL constants at import time.
 */
export function entityColumnsSql(entity: Function, alias: string, prefix = ''): string {
  return getMetadataArgsStorage()
    .columns.filter((c) => c.target === entity || (typeof c.target === 'function' && entity.prototype instanceof c.target))
    .map((c) => {
      const column = c.options.name ?? snakeCase(c.propertyName);
      const name = prefix + c.propertyName;
      return column === name ? `${alias}.${column}` : `${alias}.${column} AS "${name}"`;
    })
    .join(', ');
}

/**
 * The entity of a raw row read with entityColumnsSql (the same prefix), each value hydrated as TypeORM's own
 * reads hydrate it (column types, transformers): a hot path reads an entity and its neighbours in one statement.
 */
export function entityFromRow<T extends ObjectLiteral>(target: EntityTarget<T>, row: Record<string, unknown>, prefix = ''): T {
  const connection = db().connection;
  const meta = connection.getMetadata(target);
  const entity = meta.create() as T;
  for (const column of meta.columns) column.setEntityValue(entity, connection.driver.prepareHydratedValue(row[prefix + column.propertyName], column));
  return entity;
}
