// A real API process for the idempotency kill test: `node --import test/support/ts-loader.mjs charge-server.ts`,
// configured by its environment (DATABASE_URL, CHARGE_MODE); the test creates its table test_charges. Tells the test over IPC where the work stands.
import 'reflect-metadata';
import { IsInt, Min } from 'class-validator';
import { Body, HttpCode, JsonController, Post } from 'routing-controllers';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../config/index.js';
import { createBazaar } from '../../../core/app.js';
import { afterCommit, db } from '../../../core/db/transaction.js';
import { ok } from '../../../core/http/envelope.js';
import { Idempotent, RateLimit } from '../../../core/http/route-policy.js';
import { definePlugin } from '../../../core/plugin.js';

/** `hang-before-commit`: the charge is written, its transaction still open; `hang-after-commit`: committed, not yet answered. */
const mode = process.env.CHARGE_MODE ?? 'normal';
const send = (message: Record<string, unknown>) => process.send?.(message);
const forever = () => new Promise<never>(() => {});

class ChargeDto {
  @IsInt()
  @Min(1)
  amount: number;
}

@JsonController('/api/test')
class ChargeController {
  @Post('/charges')
  @HttpCode(201)
  @RateLimit('PUBLIC_HIGH_FREQUENCY')
  @Idempotent('test-charge')
  async charge(@Body() body: ChargeDto) {
    const [row] = await db().query(`INSERT INTO test_charges (amount) VALUES ($1) RETURNING id`, [body.amount]);
    if (mode === 'hang-before-commit') {
      send({ type: 'written', chargeId: row.id });
      await forever();
    }
    if (mode === 'hang-after-commit') {
      await afterCommit(async () => {
        send({ type: 'committed', chargeId: row.id });
        await forever();
      });
    }
    return ok({ chargeId: row.id, amount: body.amount }, 'Charged');
  }
}

const config = loadConfig({ ...process.env, RATE_LIMITS: 'off', PORT: '0' });
const bazaar = await createBazaar({ config, available: [definePlugin({ name: 'charges', controllers: [ChargeController] })] });
const server = await bazaar.listen(0);
send({ type: 'ready', port: (server.address() as AddressInfo).port });
