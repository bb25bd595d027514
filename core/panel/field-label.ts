import type { ResourceOptions } from 'adminjs';

/**
 * A field's label as the panel shows it beside the field: the resource's English translation of the property,
 * else the path in words, as AdminJS writes it (`sellingPrice` -> "Selling Price").
 */
export function fieldLabel(options: ResourceOptions | undefined, path: string): string {
  const translated = (options?.translations as any)?.en?.properties?.[path];
  if (typeof translated === 'string') return translated;
  const words = path
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim();
  return words.replace(/\b\w/g, (c) => c.toUpperCase());
}
