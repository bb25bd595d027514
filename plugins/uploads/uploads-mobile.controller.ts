import { Get, HttpCode, JsonController, Post, QueryParams, Req, Res } from 'routing-controllers';
import { ok } from '../../core/http/envelope.js';
import type { HttpRequest, HttpResponse } from '../../core/http/http-types.js';
import { Authenticated, RateLimit, Throws } from '../../core/http/route-policy.js';
import type { RateLimitSpec } from '../../core/http/rate-limit/classes.js';
import { StorageErrors } from '../../core/storage/errors.js';
import { SignedUrlQuery, UploadQuery } from './dto/upload.dto.js';
import { UploadErrors } from './errors.js';
import { KeyInPathDoc, MultipartBody } from './openapi-docs.js';
import { KEY_IN_PATH, keyFromPath } from './upload-keys.js';
import { CUSTOMER_UPLOAD_TYPES } from './upload-types.js';
import { CUSTOMER_MAX_FILE_BYTES, uploads } from './uploads-context.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { FileUrlResponse, UploadedFileResponse } from './dto/upload.response.js';

const BASE = '/api/mobile/uploads';

/** spec 01 Limits: mobile upload 10 per 60 s, signed-url 60 per 60 s, per IP */
export const MOBILE_UPLOAD_LIMIT: RateLimitSpec = { name: 'MOBILE_UPLOAD', limit: 10, windowSeconds: 60, key: 'ip' };
export const MOBILE_SIGNED_URL_LIMIT: RateLimitSpec = { name: 'MOBILE_UPLOAD_SIGNED_URL', limit: 60, windowSeconds: 60, key: 'ip' };

/** Customer uploads: avatar, image or file, 5 MB, private keys under the customer's id. */
@JsonController(BASE)
@ApiTag('Uploads (customer)', 'Files uploaded by a signed-in customer (avatar, images, files) and the URLs to read them')
export class UploadsMobileController {
  @Post('/')
  @HttpCode(200)
  @Authenticated('customer')
  @RateLimit(MOBILE_UPLOAD_LIMIT)
  @Throws(
    UploadErrors.FILE_REQUIRED,
    UploadErrors.FILE_EMPTY,
    UploadErrors.TYPE_INVALID,
    UploadErrors.FILE_TYPE_NOT_ALLOWED,
    UploadErrors.IMAGE_INVALID,
    UploadErrors.MULTIPART_INVALID,
    UploadErrors.FILE_TOO_LARGE,
    UploadErrors.STORAGE_FAILED,
  )
  @MultipartBody('file')
  @Operation({
    id: 'uploadCustomerFile',
    summary: 'Upload a file (customer: avatar, image or file, 5 MB)',
    returns: UploadedFileResponse,
    params: { uploadType: { type: 'string', enum: [...CUSTOMER_UPLOAD_TYPES] } },
  })
  async upload(@QueryParams() q: UploadQuery, @Req() req: HttpRequest, @Res() res: HttpResponse) {
    const [result] = await uploads.service.upload({
      req,
      res,
      uploadType: q.uploadType,
      allowedTypes: CUSTOMER_UPLOAD_TYPES,
      optimize: q.optimize ?? true,
      maxFileBytes: CUSTOMER_MAX_FILE_BYTES,
      field: 'file',
    });
    return ok(result, 'File uploaded');
  }

  @Get(`/signed-url${KEY_IN_PATH}`)
  @Operation({ id: 'getCustomerFileUrl', summary: "Get a URL for one of the customer's stored files", returns: FileUrlResponse })
  @Authenticated('customer')
  @RateLimit(MOBILE_SIGNED_URL_LIMIT)
  @Throws(StorageErrors.STORAGE_KEY_INVALID, UploadErrors.FORBIDDEN)
  @KeyInPathDoc()
  async signedUrl(@QueryParams() q: SignedUrlQuery, @Req() req: HttpRequest) {
    const key = keyFromPath(req.path, `${BASE}/signed-url/`);
    if (!key) throw StorageErrors.STORAGE_KEY_INVALID();
    return ok(await uploads.access.resolveUrl(key, q.expiresIn));
  }
}
