import path from 'node:path';
import { provideDemoImages } from '../../core/demo/demo-images.js';
import { subscribe } from '../../core/jobs/subscribers.js';
import { definePlugin } from '../../core/plugin.js';
import { CUSTOMER_DELETED } from '../accounts/index.js';
import { deleteUploadsOfCustomer } from './customer-deleted.js';
import { storeDemoImage } from './demo.js';
import { uploadsAdmin } from './admin.js';
import { uploadsDashboard } from './panel-dashboard.js';
import { UploadedFile } from './entities/uploaded-file.entity.js';
import { uploads } from './uploads-context.js';
import { UploadsAdminController } from './uploads-admin.controller.js';
import { UploadsMobileController } from './uploads-mobile.controller.js';
import { uploadsMigrations } from './migrations/index.js';

export { type UploadResult } from './upload.service.js';
export { UPLOAD_TYPES, PUBLIC_UPLOAD_TYPES, type UploadType } from './upload-types.js';

export default definePlugin({
  name: 'uploads',
  requires: ['accounts'],
  permissions: ['Uploads'],
  entities: [UploadedFile],
  migrations: uploadsMigrations,
  controllers: [UploadsAdminController, UploadsMobileController],
  admin: () => uploadsAdmin(),
  dashboard: uploadsDashboard,
  subscribers: [subscribe(CUSTOMER_DELETED, 'uploads.delete-customer-files', deleteUploadsOfCustomer)],
  async onStart({ config }) {
    uploads.adminMaxFileBytes = config.uploadMaxFileSizeMb * 1024 * 1024;
    await uploads.service.configure(path.join(config.dataDir, 'tmp', 'uploads'));
    provideDemoImages('uploads', storeDemoImage);
  },
});
