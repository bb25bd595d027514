import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { ok, offsetPage } from '../../core/http/envelope.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { ParseUuid } from '../../core/http/params.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { RoleResponse } from './dto/admin.response.js';
import { accounts } from './accounts-context.js';
import { CreateRoleDto, RoleListQuery, UpdateRoleDto } from './dto/role.dto.js';
import { AccountErrors } from './errors.js';

@JsonController('/api/admin/roles')
@ApiTag('Roles', 'Roles: named sets of permissions given to admins')
export class RolesController {
  @Get('/')
  @Operation({ id: 'listRoles', summary: 'List roles', returns: offsetPageOf(RoleResponse) })
  @Permission('Roles_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: RoleListQuery) {
    const { rows, count, list } = await accounts.roles.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:id')
  @Operation({ id: 'getRole', summary: 'Get a role', returns: RoleResponse })
  @Permission('Roles_READ')
  @RateLimit('ADMIN_READ')
  @Throws(AccountErrors.ROLE_NOT_FOUND)
  async get(@ParseUuid('id') id: string) {
    return ok(await accounts.roles.view(id));
  }

  @Post('/')
  @Operation({ id: 'createRole', summary: 'Create a role', returns: RoleResponse })
  @HttpCode(201)
  @Permission('Roles_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(AccountErrors.ROLE_NAME_ALREADY_EXISTS, AccountErrors.ROLE_PERMISSION_UNKNOWN, AccountErrors.ROLE_PERMISSIONS_NOT_HELD)
  async create(@Body() body: CreateRoleDto) {
    return ok(await accounts.roles.create(body), 'Role created');
  }

  @Patch('/:id')
  @Operation({ id: 'updateRole', summary: 'Update a role', returns: RoleResponse })
  @Permission('Roles_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(AccountErrors.ROLE_NOT_FOUND, AccountErrors.ROLE_NAME_ALREADY_EXISTS, AccountErrors.ROLE_PERMISSION_UNKNOWN, AccountErrors.ROLE_PERMISSIONS_NOT_HELD)
  async update(@ParseUuid('id') id: string, @Body() body: UpdateRoleDto) {
    return ok(await accounts.roles.update(id, body), 'Role updated');
  }

  @Delete('/:id')
  @Operation({ id: 'deleteRole', summary: 'Delete a role', returns: null })
  @Permission('Roles_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(AccountErrors.ROLE_NOT_FOUND, AccountErrors.ROLE_IN_USE)
  async remove(@ParseUuid('id') id: string) {
    await accounts.roles.remove(id);
    return ok(null, 'Role deleted');
  }
}
