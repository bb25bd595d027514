import { getMetadataArgsStorage } from 'routing-controllers';

/**
 * routing-controllers registers the actions a controller inherits from a base class but skips the
 * base class's @UseBefore middleware, so an inherited route would run without its policy
 * (auth, permission, rate limit, idempotency). Such controllers are refused at start-up.
 */
export function assertNoInheritedActions(controllers: Function[]): void {
  const actions = getMetadataArgsStorage().actions;
  for (const controller of controllers) {
    for (let parent = Object.getPrototypeOf(controller); parent && parent !== Function.prototype; parent = Object.getPrototypeOf(parent)) {
      const inherited = actions.filter((a) => a.target === parent);
      if (inherited.length) {
        throw new Error(
          `Controller ${controller.name} inherits route ${inherited[0].method} from ${parent.name}: declare routes on the controller itself so their policy applies`,
        );
      }
    }
  }
}

/**
 * Rate-limit counters are keyed by controller name and method, so two controllers may not share a name
 * (a surface factory's classes are named with surfaceController).
 */
export function assertUniqueControllerNames(controllers: Function[]): void {
  const seen = new Set<string>();
  for (const controller of controllers) {
    if (seen.has(controller.name)) throw new Error(`Two controllers are named ${controller.name}: name each one (see core/http/surface.ts)`);
    seen.add(controller.name);
  }
}
