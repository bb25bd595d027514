import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';
import { Optional } from '../../../core/http/validators.js';

/** the most ids of one kind a scope may name */
const SCOPE_IDS_MAX = 1000;

function ScopeIds(): PropertyDecorator {
  return (target, key) => {
    Optional()(target, key);
    IsArray()(target, key);
    ArrayMaxSize(SCOPE_IDS_MAX)(target, key);
    IsUUID('7', { each: true, message: `each of ${String(key)} must be a UUID v7` })(target, key);
  };
}

/**
 * The part of the catalogue a rule covers (a deal, a coupon), as create and update bodies take it: the
 * products, categories and brands it names by public id; a list given replaces the stored one.
 */
export abstract class ProductScopeFields {
  @ScopeIds()
  productPublicIds?: string[];

  @ScopeIds()
  categoryPublicIds?: string[];

  @ScopeIds()
  brandPublicIds?: string[];
}
