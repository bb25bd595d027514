import { getMetadataStorage } from 'class-validator';

interface Storage {
  getTargetValidationMetadatas(target: Function, schema: string, always: boolean, strictGroups: boolean, groups?: string[]): object[];
  groupByPropertyName(metadata: object[]): Record<string, object[]>;
  addValidationMetadata(metadata: object): void;
  bazaarMemo?: true;
}

/**
 * class-validator looks a DTO's rules up on every validate call by walking the metadata of every decorated
 * class in the process (an `instanceof` test per class, for inherited rules) and regrouping them by
 * property: with the app's hundreds of DTOs that is most of the cost of validating a small body. The rules
 * of a class do not change once its module has loaded, so the lookups are kept per class and options, and
 * dropped whenever a rule is added (a class defined later, as tests do). Callers only read the results.
 */
export function memoizeValidationMetadata(): void {
  const storage = getMetadataStorage() as unknown as Storage;
  if (storage.bazaarMemo) return;
  storage.bazaarMemo = true;
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let byTarget = new Map<Function, Map<string, object[]>>();
  let grouped = new WeakMap<object[], Record<string, object[]>>();
  storage.addValidationMetadata = (metadata) => {
    byTarget = new Map();
    grouped = new WeakMap();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let forTarget = byTarget.get(target);
    if (!forTarget) byTarget.set(target, (forTarget = new Map()));
    let found = forTarget.get(key);
    if (!found) forTarget.set(key, (found = lookup(target, schema, always, strictGroups, groups)));
    return found;
  };
  storage.groupByPropertyName = (metadata) => {
    let found = grouped.get(metadata);
    if (!found) grouped.set(metadata, (found = group(metadata)));
    return found;
  };
}
