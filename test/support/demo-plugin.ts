import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import type { HttpResponse } from '../../core/http/http-types.js';
import { Body, Get, HttpCode, JsonController, Post, QueryParam, QueryParams, Res } from 'routing-controllers';
import { defineJob } from '../../core/jobs/index.js';
import { cursorPage, offsetPage, ok } from '../../core/http/envelope.js';
import { ListQuery, resolveList } from '../../core/http/list-query.js';
import { cursorSlice, decodeCursor } from '../../core/http/cursor.js';
import { CurrentPrincipal, Idempotent, Permission, Authenticated, RateLimit, Throws, type Principal } from '../../core/http/route-policy.js';
import { db, withTransaction } from '../../core/db/transaction.js';
import { CommonErrors } from '../../core/http/app-error.js';
import type { IdempotentReplay } from '../../core/http/idempotency/idempotency.js';
import { HotPath } from '../../core/http/hot-path.js';
import { currentActor } from '../../core/context/request-context.js';
import { definePlugin } from '../../core/plugin.js';

class EchoAddress {
  @IsString()
  @MaxLength(20)
  city: string;
}

class EchoDto {
  @IsString()
  @MaxLength(10)
  name: string;

  @IsInt()
  @Min(1)
  count: number;

  @IsOptional()
  @ValidateNested()
  @Type(() => EchoAddress)
  address?: EchoAddress;
}

class EffectDto {
  @IsString()
  @MaxLength(50)
  note: string;
}

const ITEMS = Array.from({ length: 45 }, (_, i) => ({ id: `item-${String(i + 1).padStart(2, '0')}`, rank: i + 1 }));

/** The secret a demo effect's answer carries: derived, so a replay can fill it again without it being stored. */
export const demoSecret = (effectId: number) => `secret-of-effect-${effectId}`;

const secretReplay: IdempotentReplay = {
  store: (body) => {
    const b = body as { data?: { secret?: string } };
    return b.data?.secret ? { ...b, data: { ...b.data, secret: '(masked)' } } : body;
  },
  answer: async ({ status, body }) => {
    const b = body as { data?: { effectId: number } };
    if (!b.data) return { status, body };
    const [alive] = await db().query(`SELECT 1 FROM demo_effects WHERE id = $1`, [b.data.effectId]);
    if (!alive) throw CommonErrors.CONFLICT(undefined, 'The effect is gone');
    return { status, body: { ...b, data: { ...b.data, secret: demoSecret(b.data.effectId) } } };
  },
};

/** A plugin that exists only for tests of the shared conventions. */
@JsonController('/api/demo')
class DemoController {
  @Get('/items')
  async items(@QueryParams() q: ListQuery) {
    const l = resolveList(q, ['rank', 'id'] as const, 'rank');
    const sorted = [...ITEMS].sort((a, b) => (a[l.sort] < b[l.sort] ? -1 : 1) * (l.order === 'ASC' ? 1 : -1));
    const rows = l.take === undefined ? sorted : sorted.slice(l.skip, l.skip + l.take);
    return offsetPage(rows, ITEMS.length, l.page, l.size, l.paginated);
  }

  @Get('/feed')
  async feed(@QueryParam('cursor') cursor?: string, @QueryParam('limit') limit = 10) {
    const after = cursor ? decodeCursor(cursor) : undefined;
    const rows = ITEMS.filter((i) => !after || i.rank > Number(after.k)).slice(0, Number(limit) + 1);
    const page = cursorSlice(rows, Number(limit), (r) => ({ k: r.rank, id: r.id }));
    return cursorPage(page.rows, page.nextCursor);
  }

  @Post('/echo')
  @HttpCode(200)
  async echo(@Body() body: EchoDto) {
    return ok(body, 'Echoed');
  }

  @Post('/effects')
  @HttpCode(201)
  @Authenticated('admin')
  @Idempotent('demo-effect')
  async effect(@CurrentPrincipal() p: Principal, @Body() body: EffectDto) {
    // the work takes a moment, so concurrent repeats arrive while it is in progress
    await db().query('SELECT pg_sleep(0.3)');
    const [row] = await db().query(`INSERT INTO demo_effects (note, caller) VALUES ($1, $2) RETURNING id`, [body.note, p.userId]);
    return ok({ effectId: Number(row.id), note: body.note }, 'Done');
  }

  @Post('/effects/optional-key')
  @HttpCode(201)
  @Authenticated('admin')
  @Idempotent('demo-effect-optional', { required: false })
  async effectOptionalKey(@CurrentPrincipal() p: Principal, @Body() body: EffectDto) {
    const [row] = await db().query(`INSERT INTO demo_effects (note, caller) VALUES ($1, $2) RETURNING id`, [body.note, p.userId]);
    return ok({ effectId: Number(row.id), note: body.note }, 'Done');
  }

  /** Stores a pair that must add up (an invariant) and be non-negative (a rule input can break). */
  @Post('/money')
  @HttpCode(201)
  async money(@Body() body: { a: number; b: number }) {
    await db().query(`INSERT INTO demo_money (a, b) VALUES ($1, $2)`, [body.a, body.b]);
    return ok(null, 'Stored');
  }

  /** Takes row 1, then (after a moment) row 2 of demo_locks, in one unit of work: a test makes it a deadlock victim. */
  @Post('/effects/two-locks')
  @HttpCode(201)
  @Authenticated('admin')
  @Idempotent('demo-effect-two-locks')
  async effectTwoLocks(@CurrentPrincipal() p: Principal, @Body() body: EffectDto) {
    const id = await withTransaction(async () => {
      await db().query(`UPDATE demo_locks SET n = n + 1 WHERE id = 1`);
      await db().query(`SELECT pg_sleep(0.2)`);
      await db().query(`UPDATE demo_locks SET n = n + 1 WHERE id = 2`);
      const [row] = await db().query(`INSERT INTO demo_effects (note, caller) VALUES ($1, $2) RETURNING id`, [body.note, p.userId]);
      return Number(row.id);
    });
    return ok({ effectId: id, note: body.note }, 'Done');
  }

  /** An answer carrying a secret: stored masked, filled again on a replay, refused once the effect is gone. */
  @Post('/effects/secret')
  @HttpCode(201)
  @Authenticated('admin')
  @Idempotent('demo-effect-secret', { replay: secretReplay })
  async effectWithSecret(@CurrentPrincipal() p: Principal, @Body() body: EffectDto) {
    const [row] = await db().query(`INSERT INTO demo_effects (note, caller) VALUES ($1, $2) RETURNING id`, [body.note, p.userId]);
    return ok({ effectId: Number(row.id), secret: demoSecret(Number(row.id)) }, 'Done');
  }

  @Get('/database-time')
  async databaseTime() {
    const [row] = await db().query('SELECT now() AS now');
    return ok({ now: row.now });
  }

  @Get('/lookup')
  async lookup(@QueryParam('q', { required: true }) q: string) {
    return ok(q);
  }

  @Get('/limited')
  @RateLimit({ name: 'DEMO_LIMIT', limit: 3, windowSeconds: 60, key: 'ip' })
  async limited() {
    return ok('fine');
  }

  @Get('/search')
  @RateLimit('PUBLIC_SEARCH')
  async search() {
    return ok([]);
  }

  @Get('/boom')
  async boom() {
    throw new Error('select secret_column from secret_table failed at /srv/app/src/x.ts:12');
  }

  @Get('/protected')
  @Permission('Demo_READ')
  @RateLimit('ADMIN_READ')
  @Throws()
  async protectedRoute() {
    return ok('secret');
  }

  /** hands the response back unanswered: routing-controllers then passes the request on, as the app would */
  @Get('/unanswered')
  async unanswered(@Res() res: HttpResponse) {
    return res;
  }
}

/** The same kinds of routes on the hot path (core/http/hot-path.ts): same policy, validation and error body. */
@HotPath()
@JsonController('/api/demo/hot')
class HotDemoController {
  @Post('/echo')
  @HttpCode(202)
  async echo(@Body() body: EchoDto) {
    return ok(body, 'Echoed hot');
  }

  @Get('/limited')
  @RateLimit({ name: 'DEMO_HOT_LIMIT', limit: 2, windowSeconds: 60, key: 'ip' })
  async limited() {
    return ok(currentActor().kind, 'fine');
  }

  @Get('/protected')
  @Permission('Demo_READ')
  async protectedRoute() {
    return ok('secret');
  }

  @Get('/boom')
  async boom() {
    throw new Error('select secret_column from secret_table failed at /srv/app/src/x.ts:12');
  }
}

export const demoJobRuns: string[] = [];

export const demoPlugin = definePlugin({
  name: 'demo',
  requires: ['accounts'],
  permissions: ['Demo'],
  invariants: ['chk_demo_money_adds_up'],
  controllers: [DemoController, HotDemoController],
  jobs: [defineJob('demo.tick', async () => void demoJobRuns.push('tick'))],
});

export const demoChildPlugin = definePlugin({ name: 'demo-child', requires: ['demo'] });

export const DEMO_EFFECTS_DDL = `CREATE TABLE IF NOT EXISTS demo_effects (id bigserial PRIMARY KEY, note text NOT NULL, caller text NOT NULL);
  CREATE TABLE IF NOT EXISTS demo_locks (id int PRIMARY KEY, n int NOT NULL DEFAULT 0);
  INSERT INTO demo_locks (id) VALUES (1), (2) ON CONFLICT DO NOTHING;
  CREATE TABLE IF NOT EXISTS demo_money (a int NOT NULL, b int NOT NULL,
    CONSTRAINT chk_demo_money_adds_up CHECK (a = b), CONSTRAINT chk_demo_money_a CHECK (a >= 0))`;
