import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { CommonErrors } from '../../core/http/app-error.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { banners } from './banners-context.js';
import { TargetingRuleResponse } from './dto/banners.response.js';
import { CreateTargetingRuleDto, TargetingRuleListQuery, UpdateTargetingRuleDto } from './dto/targeting-rule.dto.js';
import { BannerErrors as E } from './errors.js';

/** Targeting rules (permission module TargetingRules). */
@JsonController('/api/admin/targeting-rules')
@ApiTag('Targeting rules (admin)', "A campaign's audience conditions (device, country, language, time, login, referrer...), ANDed at serving")
export class TargetingRuleAdminController {
  @Get('/')
  @Operation({ id: 'listTargetingRules', summary: 'List targeting rules (query campaignPublicId)', returns: offsetPageOf(TargetingRuleResponse) })
  @Permission('TargetingRules_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.CAMPAIGN_NOT_FOUND)
  async list(@QueryParams() q: TargetingRuleListQuery) {
    const { rows, count, list } = await banners.rules.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Post('/')
  @Operation({ id: 'createTargetingRule', summary: 'Add a targeting rule to a campaign', returns: TargetingRuleResponse })
  @HttpCode(201)
  @Permission('TargetingRules_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.CAMPAIGN_NOT_FOUND, E.CAMPAIGN_ALREADY_DELETED, E.TARGETING_RULE_INVALID_OPERATOR, CommonErrors.VALIDATION_FAILED)
  async create(@Body() body: CreateTargetingRuleDto) {
    return ok(await banners.rules.create(body), 'Targeting rule created');
  }

  @Patch('/:publicId')
  @Operation({ id: 'updateTargetingRule', summary: 'Edit a targeting rule (operator, value, isActive)', returns: TargetingRuleResponse })
  @Permission('TargetingRules_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.TARGETING_RULE_NOT_FOUND, E.TARGETING_RULE_INVALID_OPERATOR)
  async update(@ParseUuid('publicId') publicId: string, @Body() body: UpdateTargetingRuleDto) {
    return ok(await banners.rules.update(publicId, body), 'Targeting rule updated');
  }

  @Delete('/:publicId')
  @Operation({ id: 'deleteTargetingRule', summary: 'Delete a targeting rule', returns: null })
  @Permission('TargetingRules_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.TARGETING_RULE_NOT_FOUND)
  async remove(@ParseUuid('publicId') publicId: string) {
    await banners.rules.remove(publicId);
    return ok(null, 'Targeting rule deleted');
  }
}
