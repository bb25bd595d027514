import { UseBefore } from 'routing-controllers';
import { bodyParsers } from './body.js';

const hot = new WeakSet<Function>();

/**
 * Marks a controller whose routes carry high-frequency public traffic (banner serving and tracking): the app
 * mounts it in a router of its own in front of everything but the request log and the URL check, so a
 * request does not walk the health, file and panel middlewares and every other route first. Same policy
 * pipeline, validation and error body as any route; its body is parsed by its own copy of the API's parsers.
 */
export function HotPath(): ClassDecorator {
  return (target) => {
    hot.add(target);
    UseBefore(bodyParsers())(target);
  };
}

export function isHotPath(controller: Function): boolean {
  return hot.has(controller);
}
