import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import type { CodePurpose } from './entities/one-time-code.entity.js';
import { MAILED_CODE_CAP } from './limits.js';

/**
 * Whether the user may be mailed another code of `purpose` (resend, forgot, recover: flows anyone can start
 * for any address): the codes issued in the last hour and day are under MAILED_CODE_CAP. Call it with the user
 * row locked, before issuing, so parallel requests decide one after another; when it says no, issue nothing
 * (the live code keeps working) and answer as for an unknown address.
 */
export async function mayMailAnotherCode(userId: string, purpose: CodePurpose): Promise<boolean> {
  const [sent] = await sqlRows<{ lastHour: number; lastDay: number }>(
    `SELECT count(*) FILTER (WHERE issued_at > $3::timestamptz - interval '1 hour')::int AS "lastHour", count(*)::int AS "lastDay"
       FROM one_time_codes
      WHERE user_id = $1 AND purpose = $2 AND issued_at > $3::timestamptz - interval '1 day'`,
    [userId, purpose, clock.now()],
  );
  return sent.lastHour < MAILED_CODE_CAP.perHour && sent.lastDay < MAILED_CODE_CAP.perDay;
}
