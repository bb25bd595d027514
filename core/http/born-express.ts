import { IncomingMessage, ServerResponse, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Application } from 'express';

/**
 * Options for http.createServer whose requests and responses are made with the app's express prototypes from the
 * start. express gives each request and response its prototypes on arrival (Object.setPrototypeOf), which changes
 * both objects' shapes under node's HTTP code: a measurable share of a small request's CPU. Made with them, the
 * swap finds them in place and changes nothing.
 */
export function bornExpress(app: Application): ServerOptions {
  function Request(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  Request.prototype = (app as unknown as { request: object }).request;
  function Response(this: ServerResponse, req: IncomingMessage, options?: unknown) {
    (ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: unknown) => void).call(this, req, options);
  }
  Response.prototype = (app as unknown as { response: object }).response;
  return {
    IncomingMessage: Request as unknown as typeof IncomingMessage,
    ServerResponse: Response as unknown as typeof ServerResponse,
  };
}
