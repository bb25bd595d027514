// express-formidable ships no type declarations; this covers what admin/request-body.ts uses.
declare module 'express-formidable' {
  import type { RequestHandler } from 'express';

  interface FormidableOptions {
    maxFileSize?: number;
    maxFieldsSize?: number;
  }

  export default function formidableMiddleware(options?: FormidableOptions): RequestHandler;
}
