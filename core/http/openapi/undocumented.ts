/** Controllers whose routes the API document leaves out. */
const undocumented = new WeakSet<Function>();

/**
 * A controller the public API document does not list: routes called by a third party rather than by clients
 * (spec 03: the payment gateway's return routes). They are mounted and guarded like any other route.
 */
export function Undocumented(): ClassDecorator {
  return (target) => {
    undocumented.add(target);
  };
}

export const isUndocumented = (controller: Function): boolean => undocumented.has(controller);
