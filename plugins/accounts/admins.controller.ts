import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { ok, offsetPage } from '../../core/http/envelope.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { ParseUuid } from '../../core/http/params.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { AdminResponse } from './dto/admin.response.js';
import { accounts } from './accounts-context.js';
import { AdminListQuery, CreateAdminDto, UpdateAdminDto } from './dto/admin.dto.js';
import { AccountErrors } from './errors.js';

@JsonController('/api/admin/admins')
@ApiTag('Admins', 'Admin accounts: who may sign in to the panel and the admin API, and with which role')
export class AdminsController {
  @Get('/')
  @Operation({ id: 'listAdmins', summary: 'List admins', returns: offsetPageOf(AdminResponse) })
  @Permission('Admins_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: AdminListQuery) {
    const { rows, count, list } = await accounts.admins.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:id')
  @Operation({ id: 'getAdmin', summary: 'Get an admin', returns: AdminResponse })
  @Permission('Admins_READ')
  @RateLimit('ADMIN_READ')
  @Throws(AccountErrors.ADMIN_NOT_FOUND)
  async get(@ParseUuid('id') id: string) {
    return ok(await accounts.admins.get(id));
  }

  @Post('/')
  @Operation({ id: 'createAdmin', summary: 'Create an admin', returns: AdminResponse })
  @HttpCode(201)
  @Permission('Admins_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(
    AccountErrors.ROLE_NOT_FOUND,
    AccountErrors.ADMIN_EMAIL_ALREADY_EXISTS,
    AccountErrors.ROLE_ASSIGNMENT_FORBIDDEN,
    AccountErrors.ROLE_PERMISSIONS_NOT_HELD,
  )
  async create(@Body() body: CreateAdminDto) {
    return ok(await accounts.admins.create(body), 'Admin created');
  }

  @Patch('/:id')
  @Operation({ id: 'updateAdmin', summary: 'Update an admin', returns: AdminResponse })
  @Permission('Admins_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(
    AccountErrors.ADMIN_NOT_FOUND,
    AccountErrors.ROLE_NOT_FOUND,
    AccountErrors.ADMIN_EMAIL_ALREADY_EXISTS,
    AccountErrors.ADMIN_CANNOT_CHANGE_SELF,
    AccountErrors.ADMIN_SUPERADMIN_PROTECTED,
    AccountErrors.ADMIN_CANNOT_CHANGE_OWN_ROLE,
    AccountErrors.ROLE_ASSIGNMENT_FORBIDDEN,
    AccountErrors.ROLE_PERMISSIONS_NOT_HELD,
  )
  async update(@ParseUuid('id') id: string, @Body() body: UpdateAdminDto) {
    return ok(await accounts.admins.update(id, body), 'Admin updated');
  }

  @Delete('/:id')
  @Operation({ id: 'deleteAdmin', summary: 'Delete an admin (soft delete)', returns: null })
  @Permission('Admins_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(AccountErrors.ADMIN_NOT_FOUND, AccountErrors.ADMIN_ALREADY_DELETED, AccountErrors.ADMIN_CANNOT_CHANGE_SELF, AccountErrors.ADMIN_SUPERADMIN_PROTECTED)
  async remove(@ParseUuid('id') id: string) {
    await accounts.admins.remove(id);
    return ok(null, 'Admin deleted');
  }

  @Post('/:id/restore')
  @Operation({ id: 'restoreAdmin', summary: 'Restore a deleted admin', returns: AdminResponse })
  @HttpCode(200)
  @Permission('Admins_RESTORE')
  @RateLimit('ADMIN_WRITE')
  @Throws(AccountErrors.ADMIN_NOT_FOUND, AccountErrors.ADMIN_NOT_DELETED)
  async restore(@ParseUuid('id') id: string) {
    return ok(await accounts.admins.restore(id), 'Admin restored');
  }
}
