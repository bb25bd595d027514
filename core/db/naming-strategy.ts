import { DefaultNamingStrategy, type NamingStrategyInterface } from 'typeorm';

/** `displayOrder` -> `display_order`, `seoTitle` -> `seo_title`, `publicId` -> `public_id`. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .replace(/[.\s-]+/g, '_')
    .toLowerCase();
}

/**
 * Columns are snake_case in the database while entity properties stay camelCase (the code and AdminJS
 * use them): an explicit `name` wins, else the property's snake_case; join columns and join-table
 * columns the same way. Table names are always given on the entities.
 */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override columnName(propertyName: string, customName: string | undefined, embeddedPrefixes: string[]): string {
    const prefix = embeddedPrefixes.length ? `${snakeCase(embeddedPrefixes.join('_'))}_` : '';
    return prefix + (customName || snakeCase(propertyName));
  }

  override joinColumnName(relationName: string, referencedColumnName: string): string {
    return snakeCase(`${relationName}_${referencedColumnName}`);
  }

  override joinTableColumnName(tableName: string, propertyName: string, columnName?: string): string {
    return snakeCase(`${tableName}_${columnName ?? propertyName}`);
  }
}
