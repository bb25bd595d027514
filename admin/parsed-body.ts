import type { RequestHandler } from 'express';

/**
 * The app parses urlencoded and JSON bodies before any route (the AdminJS sign-in form is
 * urlencoded). @adminjs/express refuses a request already parsed and reads form values from
 * `req.fields` (express-formidable); this hands it the parsed values instead. Multipart bodies
 * (the panel's record forms) are left for express-formidable.
 */
export const reuseParsedBody: RequestHandler = (req, _res, next) => {
  const r = req as typeof req & { _body?: boolean; fields?: unknown; files?: unknown; express_formidable?: { parsed: boolean } };
  if (r._body) {
    r.fields = r.body && typeof r.body === 'object' ? r.body : {};
    r.files = {};
    r.express_formidable = { parsed: true };
    delete r._body;
  }
  next();
};
