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
