import { clock } from '../../core/clock/clock.js';
import type { DemoContext } from '../../core/demo/demo-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { CreateEmiBankDto, CreateEmiRateDto } from './dto/bank.dto.js';
import { BankTenuresDto, EmiSettingsDto } from './dto/settings.dto.js';
import { emi } from './emi-context.js';

/*
 * The demo shop's EMI: switched on for the whole store (selling price), three banks with a rate in force and the
 * tenures they offer. Banks are known by name; one that exists (live or deleted) is left as it is.
 */

const BANKS = [
  { name: 'Nabil Bank', annualRateBps: 1199, months: [3, 6, 9, 12, 18, 24] },
  { name: 'NIC Asia Bank', annualRateBps: 1250, months: [3, 6, 12, 24, 36] },
  { name: 'Global IME Bank', annualRateBps: 0, months: [3, 6] },
];

export async function emiDemo(ctx: DemoContext): Promise<void> {
  const [seeded] = await sqlRows(`SELECT 1 FROM emi_banks WHERE name = ANY($1::text[]) LIMIT 1`, [BANKS.map((b) => b.name)]);
  // the first run switches EMI on; a later one leaves the settings as an admin may have changed them
  if (!seeded) await emi.settings.update(await ctx.input(EmiSettingsDto, { enabled: true, priceSource: 'selling_price', eligibilityMode: 'all' }));
  let added = 0;
  for (const spec of BANKS) {
    const [known] = await sqlRows(`SELECT 1 FROM emi_banks WHERE name = $1`, [spec.name]);
    if (known) continue;
    const bank = await emi.banks.create(await ctx.input(CreateEmiBankDto, { name: spec.name }));
    await emi.rates.add(bank.id, await ctx.input(CreateEmiRateDto, { annualRateBps: spec.annualRateBps, effectiveFrom: clock.now().toISOString() }));
    await emi.banks.setTenures(bank.id, await ctx.input(BankTenuresDto, { months: spec.months }));
    added++;
  }
  ctx.log(`EMI ${seeded ? 'settings left as they are' : 'on for the whole store'}; ${added} of ${BANKS.length} banks added with their rates and tenures`);
}
