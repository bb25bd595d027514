import type { Request, Response } from 'express';

/**
 * Use these names for @Req()/@Res() parameters: decorator metadata emitted for a parameter typed
 * `Request` resolves to the global fetch Request class in some runtimes (jest's vm), which
 * routing-controllers then misreads.
 */
export type HttpRequest = Request;
export type HttpResponse = Response;
