import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { repo } from '../../core/db/transaction.js';
import { invalidField } from '../../core/http/app-error.js';
import type { EmiSettingsDto, TenuresDto } from './dto/settings.dto.js';
import type { EmiSettingsResponse, EmiTenuresResponse } from './dto/emi.response.js';
import { writeEmi } from './emi-cache.js';
import { EmiSettings } from './entities/emi-settings.entity.js';

const SETTINGS_ID = 1;

/** The store-wide settings and the tenure vocabulary (admin; read uncached). */
export class SettingsService {
  async get(): Promise<EmiSettingsResponse> {
    const s = await repo(EmiSettings).findOneByOrFail({ id: SETTINGS_ID });
    return { enabled: s.enabled, priceSource: s.priceSource, eligibilityMode: s.eligibilityMode, updatedAt: s.updatedAt.toISOString() };
  }

  async update(dto: EmiSettingsDto): Promise<EmiSettingsResponse> {
    await writeEmi(async () => {
      await repo(EmiSettings).update({ id: SETTINGS_ID }, { ...dto, updatedAt: clock.now() });
    });
    return this.get();
  }

  async tenures(): Promise<EmiTenuresResponse> {
    const rows = await sqlRows<{ months: number; isActive: boolean }>(`SELECT months, is_active AS "isActive" FROM emi_tenures ORDER BY months`);
    return { months: rows };
  }

  /**
   * Adds or (de)activates each listed period (others stay as they are); a period deactivated here is withdrawn
   * from every bank in the same transaction. The tenure rows stay locked until commit, so a bank's tenure write
   * that checked them waits for this one.
   */
  async setTenures(dto: TenuresDto): Promise<EmiTenuresResponse> {
    const months = dto.months.map((t) => t.months);
    const twice = months.findIndex((m, i) => months.indexOf(m) !== i);
    if (twice >= 0) throw invalidField(`months.${twice}.months`, `months lists ${months[twice]} twice`);
    await writeEmi(async () => {
      await sqlRows(
        `INSERT INTO emi_tenures (months, is_active, created_at, updated_at)
         SELECT m, a, $3, $3 FROM unnest($1::int[], $2::boolean[]) AS u(m, a)
         ON CONFLICT (months) DO UPDATE SET is_active = EXCLUDED.is_active, updated_at = EXCLUDED.updated_at
          WHERE emi_tenures.is_active IS DISTINCT FROM EXCLUDED.is_active`,
        [months, dto.months.map((t) => t.isActive), clock.now()],
      );
      const off = dto.months.filter((t) => !t.isActive).map((t) => t.months);
      if (off.length) await sqlRows(`DELETE FROM emi_bank_tenures WHERE months = ANY($1::int[])`, [off]);
    });
    return this.tenures();
  }
}
