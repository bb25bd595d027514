import { Get, HttpCode, JsonController, Post } from 'routing-controllers';
import { definePanelResource } from '../../../core/panel/resource-spec.js';
import { currentActor, currentContext, type Surface } from '../../../core/context/request-context.js';
import { withTransaction } from '../../../core/db/transaction.js';
import { ok } from '../../../core/http/envelope.js';
import { Authenticated } from '../../../core/http/route-policy.js';
import { defineJob, defineTopic, publish, subscribe } from '../../../core/jobs/index.js';
import { definePlugin } from '../../../core/plugin.js';

/** What a service saw of the context it was called in. */
export interface Sighting {
  where: string;
  kind: string;
  publicId: string | null;
  surface: Surface;
  requestId?: string;
}

const seen: Sighting[] = [];
const waiting: Array<{ where: string; resolve: (s: Sighting) => void }> = [];

/** A service that reads its caller from the request context only: it takes no actor. */
export const witness = {
  note(where: string): Sighting {
    const { actor, surface, requestId } = currentContext();
    const sighting = { where, kind: actor.kind, publicId: currentActor().publicId, surface, requestId };
    seen.push(sighting);
    for (const w of waiting.filter((x) => x.where === where)) w.resolve(sighting);
    return sighting;
  },
};

/** The sighting recorded at `where`, as soon as there is one. */
export function sightingAt(where: string): Promise<Sighting> {
  const found = seen.find((s) => s.where === where);
  return found ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ where, resolve }));
}

export const WITNESS_TOPIC = defineTopic<{ where: string }>('witness.note.taken');
export const WITNESS_JOB = 'witness.job';

@JsonController('/api/admin/witness')
class WitnessAdminController {
  /** notes the caller, and publishes an event its subscriber notes under `event-of-admin` */
  @Post('/')
  @HttpCode(200)
  @Authenticated('admin')
  async note() {
    const sighting = witness.note('api-admin');
    await withTransaction(() => publish(WITNESS_TOPIC, { where: 'event-of-admin' }));
    return ok(sighting);
  }
}

@JsonController('/api/mobile/witness')
class WitnessCustomerController {
  @Get('/')
  @Authenticated('customer')
  async note() {
    return ok(witness.note('api-customer'));
  }
}

export const witnessPlugin = definePlugin({
  name: 'witness',
  requires: ['accounts'],
  permissions: ['Witness'],
  controllers: [WitnessAdminController, WitnessCustomerController],
  subscribers: [subscribe(WITNESS_TOPIC, 'witness.note-event', async (e) => void witness.note(e.payload.where))],
  jobs: [defineJob(WITNESS_JOB, async () => void witness.note('job'))],
  admin: () => [
    definePanelResource({
      id: 'Witness',
      module: 'Witness',
      properties: [
        { path: 'id', isId: true },
        { path: 'title', isTitle: true },
      ],
      find: async () => [{ id: 'one', title: 'One' }],
      count: async () => 1,
      findMany: async (ids) => ids.filter((id) => id === 'one').map((id) => ({ id, title: 'One' })),
      recordActions: {
        note: {
          permission: 'UPDATE',
          label: 'Note the caller',
          run: async () => void witness.note('panel'),
          successMessage: 'Noted',
        },
      },
    }),
  ],
});
