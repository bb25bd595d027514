import express, { type RequestHandler, type Router } from 'express';
import formidableMiddleware from 'express-formidable';
import type AdminJS from 'adminjs';
import { CommonErrors, type AppError, invalidField } from '../core/http/app-error.js';
import { badInputAt, refused } from '../core/http/bad-input.js';
import { refuse } from './panel-errors.js';
import { removeFormFile } from '../core/panel/form-file.js';

/*
 * The panel reads its form bodies here, before AdminJS's own parser (which then finds them parsed and skips):
 * a body formidable cannot read is a 4xx here instead of an internal error there. What the body may say is
 * narrowed too: no prototype keys, and never the record's id (the record an action works on comes from the
 * URL: AdminJS's update stores the form's params before it asks the record for its id).
 */

const PROTOTYPE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

type ParsedRequest = { fields?: Record<string, unknown>; files?: Record<string, unknown> };

const bodyError = (err: unknown, contentType: string | undefined): AppError => {
  const message = String((err as Error)?.message ?? '');
  if (/^maxFi(le|elds)Size exceeded/.test(message)) return CommonErrors.PAYLOAD_TOO_LARGE(undefined, 'The upload is larger than 25 MB');
  if (/unknown content-type|unknown transfer-encoding/.test(message)) return CommonErrors.UNSUPPORTED_MEDIA_TYPE();
  if (/json/i.test(contentType ?? '')) return CommonErrors.MALFORMED_JSON();
  return invalidField('body', 'the form body could not be read');
};

/** Parses POST bodies with the panel's formidable limits; an unreadable body is answered 400/413/415. */
export function panelBodies(limits: { maxFileSize: number; maxFieldsSize: number }): RequestHandler {
  const parse = formidableMiddleware(limits);
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    let settled = false;
    // express-formidable reports an error both from the form's error event and from parse's callback
    parse(req, res, (err?: unknown) => {
      if (settled) return;
      settled = true;
      const bad = err ? undefined : badInputAt((req as ParsedRequest).fields);
      if (!err && !bad) return next();
      const e = bad ? refused(bad) : bodyError(err, req.headers['content-type']);
      refuse(res.set('Connection', 'close'), e);
      req.resume();
    });
  };
}

function withoutKeys(values: Record<string, unknown> | undefined, drop: (key: string) => boolean): Record<string, unknown> | undefined {
  if (!values) return values;
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(values)) if (!drop(key)) kept[key] = values[key];
  return kept;
}

/** Same for file parts, whose dropped temp files are removed. */
function withoutFiles(files: Record<string, unknown> | undefined, drop: (key: string) => boolean): Record<string, unknown> | undefined {
  for (const key of Object.keys(files ?? {})) if (drop(key)) void removeFormFile(files![key]);
  return withoutKeys(files, drop);
}

/** The body's keys minus prototype keys and the resource's id properties (`id`, and `id.x` once flattened). */
export function narrowedBodies(admin: AdminJS): Router {
  const router = express.Router();
  const hasProtoSegment = (key: string) => key.split(/[.[\]]/).some((part) => PROTOTYPE_KEYS.has(part));
  router.use((req, _res, next) => {
    if (req.method !== 'POST') return next();
    const r = req as unknown as ParsedRequest;
    r.fields = withoutKeys(r.fields, hasProtoSegment);
    r.files = withoutFiles(r.files, hasProtoSegment);
    next();
  });
  router.post(
    ['/api/resources/:resourceId/actions/:action', '/api/resources/:resourceId/records/:recordId/:action', '/api/resources/:resourceId/bulk/:action'],
    (req, _res, next) => {
      const ids = admin
        .findResource(String(req.params.resourceId))
        .properties()
        .filter((p) => p.isId())
        .map((p) => p.path());
      const isId = (key: string) => ids.some((id) => key === id || key.startsWith(`${id}.`));
      const r = req as unknown as ParsedRequest;
      r.fields = withoutKeys(r.fields, isId);
      r.files = withoutFiles(r.files, isId);
      next();
    },
  );
  return router;
}
