import { Body, Get, HttpCode, JsonController, Post, QueryParams, Req, Res } from 'routing-controllers';
import { ok } from '../../core/http/envelope.js';
import type { HttpRequest, HttpResponse } from '../../core/http/http-types.js';
import { Authenticated, RateLimit, Throws } from '../../core/http/route-policy.js';
import { StorageErrors } from '../../core/storage/errors.js';
import { SignedUrlQuery, SignedUrlsDto, UploadQuery } from './dto/upload.dto.js';
import { UploadErrors } from './errors.js';
import { sendFile } from './file-stream.js';
import { KeyInPathDoc, MultipartBody } from './openapi-docs.js';
import { KEY_IN_PATH, keyFromPath } from './upload-keys.js';
import { UPLOAD_TYPES } from './upload-types.js';
import { uploads } from './uploads-context.js';
import { ApiTag, download, Operation } from '../../core/http/openapi/operation.js';
import { FileUrlResponse, FileUrlsByKeySchema, UploadedFileResponse } from './dto/upload.response.js';

const BASE = '/api/upload';
const UPLOAD_ERRORS = [
  UploadErrors.FILE_REQUIRED,
  UploadErrors.FILE_EMPTY,
  UploadErrors.TYPE_INVALID,
  UploadErrors.FILE_TYPE_NOT_ALLOWED,
  UploadErrors.IMAGE_INVALID,
  UploadErrors.MULTIPART_INVALID,
  UploadErrors.FILE_TOO_LARGE,
  UploadErrors.STORAGE_FAILED,
];
const KEY_ERRORS = [StorageErrors.STORAGE_KEY_INVALID, UploadErrors.FORBIDDEN];
const UPLOAD_TYPE_PARAM = { type: 'string', enum: [...UPLOAD_TYPES] };

function keyOf(req: HttpRequest, route: string): string {
  const key = keyFromPath(req.path, `${BASE}/${route}/`);
  if (!key) throw StorageErrors.STORAGE_KEY_INVALID();
  return key;
}

/** Admin uploads: any signed-in admin (no permission module); private keys are per admin. */
@JsonController(BASE)
@ApiTag('Uploads (admin)', 'Files uploaded by admins (images, landing assets, documents) and the URLs to read them')
export class UploadsAdminController {
  @Post('/')
  @Operation({ id: 'uploadAdminFile', summary: 'Upload a file (admin)', returns: UploadedFileResponse, params: { uploadType: UPLOAD_TYPE_PARAM } })
  @HttpCode(200)
  @Authenticated('admin')
  @RateLimit('ADMIN_WRITE')
  @Throws(...UPLOAD_ERRORS)
  @MultipartBody('file')
  async single(@QueryParams() q: UploadQuery, @Req() req: HttpRequest, @Res() res: HttpResponse) {
    const [result] = await uploads.service.upload({
      req,
      res,
      uploadType: q.uploadType,
      allowedTypes: UPLOAD_TYPES,
      optimize: q.optimize ?? true,
      maxFileBytes: uploads.adminMaxFileBytes,
      field: 'file',
    });
    return ok(result, 'File uploaded');
  }

  @Post('/multiple')
  @Operation({
    id: 'uploadAdminFiles',
    summary: 'Upload several files at once (admin)',
    returns: [UploadedFileResponse],
    params: { uploadType: UPLOAD_TYPE_PARAM },
  })
  @HttpCode(200)
  @Authenticated('admin')
  @RateLimit('ADMIN_WRITE')
  @Throws(...UPLOAD_ERRORS, UploadErrors.TOO_MANY_FILES)
  @MultipartBody('files')
  async multiple(@QueryParams() q: UploadQuery, @Req() req: HttpRequest, @Res() res: HttpResponse) {
    const results = await uploads.service.upload({
      req,
      res,
      uploadType: q.uploadType,
      allowedTypes: UPLOAD_TYPES,
      optimize: q.optimize ?? true,
      maxFileBytes: uploads.adminMaxFileBytes,
      field: 'files',
    });
    return ok(results, 'Files uploaded');
  }

  @Get(`/signed-url${KEY_IN_PATH}`)
  @Operation({ id: 'getAdminFileUrl', summary: 'Get a URL for a stored file (signed unless the file is public)', returns: FileUrlResponse })
  @Authenticated('admin')
  @RateLimit('ADMIN_READ')
  @Throws(...KEY_ERRORS)
  @KeyInPathDoc()
  async signedUrl(@QueryParams() q: SignedUrlQuery, @Req() req: HttpRequest) {
    return ok(await uploads.access.resolveUrl(keyOf(req, 'signed-url'), q.expiresIn));
  }

  @Post('/signed-urls')
  @Operation({ id: 'getAdminFileUrls', summary: 'Get URLs for several stored files', returns: FileUrlsByKeySchema })
  @HttpCode(200)
  @Authenticated('admin')
  @RateLimit('ADMIN_READ')
  @Throws(...KEY_ERRORS)
  async signedUrls(@Body() body: SignedUrlsDto) {
    return ok(await uploads.access.resolveUrls(body.keys, body.expiresIn));
  }

  @Get(`/file${KEY_IN_PATH}`)
  @Operation({
    id: 'downloadAdminFile',
    summary: 'Download a stored file through the API',
    returns: download('application/octet-stream', 'The file, with its stored content type'),
  })
  @Authenticated('admin')
  @RateLimit('ADMIN_READ')
  @Throws(...KEY_ERRORS, StorageErrors.FILE_NOT_FOUND)
  @KeyInPathDoc()
  async file(@Req() req: HttpRequest, @Res() res: HttpResponse) {
    return sendFile(res, await uploads.access.open(keyOf(req, 'file')));
  }
}
