import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, Put, QueryParams } from 'routing-controllers';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { CreateEmiBankDto, CreateEmiRateDto, EmiBankListQuery, ReorderEmiBanksDto, UpdateEmiBankDto } from './dto/bank.dto.js';
import { EmiBankResponse, EmiBankTenuresResponse, EmiRateResponse } from './dto/emi.response.js';
import { BankTenuresDto } from './dto/settings.dto.js';
import { emi } from './emi-context.js';
import { EmiErrors as E } from './errors.js';

/** EMI banks, their rate history and offered tenures (permission module EmiBanks). */
@JsonController('/api/admin/emi/banks')
@ApiTag('EMI banks (admin)', 'Lenders offered for EMI: order, rate history (append-only) and offered tenures')
export class EmiBanksAdminController {
  @Get('/')
  @Operation({ id: 'listEmiBanks', summary: 'List banks in position order (deletedOnly for the deleted ones)', returns: offsetPageOf(EmiBankResponse) })
  @Permission('EmiBanks_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: EmiBankListQuery) {
    const { rows, count, list } = await emi.banks.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Patch('/reorder')
  @Operation({ id: 'reorderEmiBanks', summary: 'Order the live banks (every one, each once; index = position)', returns: [EmiBankResponse] })
  @Permission('EmiBanks_UPDATE')
  @RateLimit('ADMIN_REORDER')
  @Throws(E.EMI_REORDER_INVALID)
  async reorder(@Body() body: ReorderEmiBanksDto) {
    return ok(await emi.banks.reorder(body.ids), 'Banks reordered');
  }

  @Get('/:bankId')
  @Operation({ id: 'getEmiBank', summary: 'Get a bank (a deleted one too)', returns: EmiBankResponse })
  @Permission('EmiBanks_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.EMI_BANK_NOT_FOUND)
  async detail(@ParseUuid('bankId') bankId: string) {
    return ok(await emi.banks.detail(bankId));
  }

  @Post('/')
  @Operation({ id: 'createEmiBank', summary: 'Add a bank', returns: EmiBankResponse })
  @HttpCode(201)
  @Permission('EmiBanks_CREATE')
  @RateLimit('ADMIN_WRITE')
  async create(@Body() body: CreateEmiBankDto) {
    return ok(await emi.banks.create(body), 'Bank created');
  }

  @Patch('/:bankId')
  @Operation({ id: 'updateEmiBank', summary: 'Edit a bank', returns: EmiBankResponse })
  @Permission('EmiBanks_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.EMI_BANK_NOT_FOUND)
  async update(@ParseUuid('bankId') bankId: string, @Body() body: UpdateEmiBankDto) {
    return ok(await emi.banks.update(bankId, body), 'Bank updated');
  }

  @Delete('/:bankId')
  @Operation({ id: 'deleteEmiBank', summary: 'Delete a bank (soft; customers no longer see it)', returns: null })
  @Permission('EmiBanks_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.EMI_BANK_NOT_FOUND, E.EMI_BANK_ALREADY_DELETED)
  async remove(@ParseUuid('bankId') bankId: string) {
    await emi.banks.remove(bankId);
    return ok(null, 'Bank deleted');
  }

  @Post('/:bankId/restore')
  @Operation({ id: 'restoreEmiBank', summary: 'Restore a deleted bank', returns: EmiBankResponse })
  @Permission('EmiBanks_RESTORE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.EMI_BANK_NOT_FOUND, E.EMI_BANK_NOT_DELETED)
  async restore(@ParseUuid('bankId') bankId: string) {
    return ok(await emi.banks.restore(bankId), 'Bank restored');
  }

  @Get('/:bankId/rates')
  @Operation({ id: 'listEmiBankRates', summary: "A bank's rate history, latest effectiveFrom first", returns: [EmiRateResponse] })
  @Permission('EmiBanks_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.EMI_BANK_NOT_FOUND)
  async rates(@ParseUuid('bankId') bankId: string) {
    return ok(await emi.rates.list(bankId));
  }

  @Post('/:bankId/rates')
  @Operation({ id: 'addEmiBankRate', summary: 'Add a rate (effectiveFrom now or later; it supersedes, never edits)', returns: EmiRateResponse })
  @HttpCode(201)
  @Permission('EmiBanks_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.EMI_BANK_NOT_FOUND)
  async addRate(@ParseUuid('bankId') bankId: string, @Body() body: CreateEmiRateDto) {
    return ok(await emi.rates.add(bankId, body), 'Rate added');
  }

  @Delete('/:bankId/rates/:rateId')
  @Operation({ id: 'deleteEmiBankRate', summary: 'Delete a rate not yet in force', returns: null })
  @Permission('EmiBanks_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.EMI_BANK_NOT_FOUND, E.EMI_RATE_NOT_FOUND, E.EMI_RATE_IN_FORCE_NOT_DELETABLE)
  async removeRate(@ParseUuid('bankId') bankId: string, @ParseUuid('rateId') rateId: string) {
    await emi.rates.remove(bankId, rateId);
    return ok(null, 'Rate deleted');
  }

  @Get('/:bankId/tenures')
  @Operation({ id: 'getEmiBankTenures', summary: 'The tenures a bank offers', returns: EmiBankTenuresResponse })
  @Permission('EmiBanks_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.EMI_BANK_NOT_FOUND)
  async tenures(@ParseUuid('bankId') bankId: string) {
    return ok(await emi.banks.tenures(bankId));
  }

  @Put('/:bankId/tenures')
  @Operation({ id: 'setEmiBankTenures', summary: 'Set the tenures a bank offers (active tenures only)', returns: EmiBankTenuresResponse })
  @Permission('EmiBanks_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.EMI_BANK_NOT_FOUND)
  async setTenures(@ParseUuid('bankId') bankId: string, @Body() body: BankTenuresDto) {
    return ok(await emi.banks.setTenures(bankId, body), 'Bank tenures saved');
  }
}
