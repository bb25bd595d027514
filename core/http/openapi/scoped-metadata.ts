import { getMetadataArgsStorage, MetadataArgsStorage } from 'routing-controllers';

/**
 * routing-controllers' metadata cut down to the given controllers' routes, as useExpressServer registers
 * them: inherited actions count for the subclass (re-targeted to it), and a method redefined lower in
 * the chain hides the parent's routes for that method.
 */
export function scopedMetadata(controllers: Function[]): MetadataArgsStorage {
  const all = getMetadataArgsStorage();
  const wanted = new Set(controllers);
  const scoped = new MetadataArgsStorage();
  scoped.controllers = all.controllers.filter((c) => wanted.has(c.target));
  const targets = new Set(scoped.controllers.map((c) => c.target));
  for (const controller of scoped.controllers) {
    const methods: string[] = [];
    for (let target = controller.target; target; target = Object.getPrototypeOf(target)) {
      const hidden = new Set(methods);
      for (const action of all.filterActionsWithTarget(target)) {
        if (hidden.has(action.method)) continue;
        scoped.actions.push({ ...action, target: controller.target });
        methods.push(action.method);
      }
    }
  }
  scoped.params = all.params.filter((p) => targets.has(p.object.constructor));
  scoped.responseHandlers = all.responseHandlers.filter((h) => targets.has(h.target));
  indexLookups(scoped);
  return scoped;
}

function groupBy<T>(items: T[], key: (item: T) => [unknown, unknown]): Map<unknown, Map<unknown, T[]>> {
  const out = new Map<unknown, Map<unknown, T[]>>();
  for (const item of items) {
    const [a, b] = key(item);
    const inner = out.get(a) ?? out.set(a, new Map()).get(a)!;
    (inner.get(b) ?? inner.set(b, []).get(b)!).push(item);
  }
  return out;
}

/** The storage's lookups scan every entry on each call; the generator calls them once per route (start-up time). */
function indexLookups(storage: MetadataArgsStorage): void {
  const params = groupBy(storage.params, (p) => [p.object.constructor, p.method]);
  const handlers = groupBy(storage.responseHandlers, (h) => [h.target, h.method]);
  storage.filterParamsWithTargetAndMethod = (target, method) => params.get(target)?.get(method) ?? [];
  storage.filterResponseHandlersWithTargetAndMethod = (target, method) => handlers.get(target)?.get(method) ?? [];
}
