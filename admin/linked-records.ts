import type { ActionContext, BaseRecord, BaseResource } from 'adminjs';
import { can } from './current-admin.js';
import { readPermissionOf } from './gate.js';

type RecordClass = new (params: Record<string, unknown>, resource: BaseResource) => BaseRecord;

/**
 * AdminJS fills a record's references (`populated`) by calling the linked resource's findMany with the
 * viewing action's context, without asking whether the viewer may read the linked resource. Records loaded
 * for another resource's action keep only their id and title unless the viewer holds the linked resource's
 * Module_READ (a superadmin holds every one). Our service resources call it from their findMany (admin/service-resource/resource.ts).
 */
export function linkedRecords(resource: BaseResource, records: BaseRecord[], context: ActionContext | undefined, Record: RecordClass): BaseRecord[] {
  if (!context?.resource || context.resource === resource) return records;
  const decorated = resource.decorate();
  const read = readPermissionOf(decorated.options);
  if (read && can(context.currentAdmin, read)) return records;
  const idPath =
    resource
      .properties()
      .find((p) => p.isId())
      ?.path() ?? 'id';
  const titlePath = decorated.titleProperty()?.name();
  return records.map((r) => new Record({ [idPath]: r.id(), ...(titlePath && titlePath !== idPath ? { [titlePath]: decorated.titleOf(r) } : {}) }, resource));
}
