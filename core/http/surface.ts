/**
 * Names a controller class built by a factory. Routes served the same way on two surfaces (admin and
 * customer, web and mobile) are declared once in a function returning a decorated class per surface:
 * routing-controllers does not carry a base class's route policy to a subclass, so inheritance is refused.
 */
export function surfaceController<T extends Function>(name: string, controller: T): T {
  Object.defineProperty(controller, 'name', { value: name });
  return controller;
}
