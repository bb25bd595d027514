import type { ActionContext, BaseResource } from 'adminjs';
import type { PanelRow } from '../../core/panel/resource-spec.js';
import { linkedRecords } from '../linked-records.js';
import type { ResourceKit } from './kit.js';
import { filtersOf, listQuery, type ListParams } from './list-query.js';
import { specProperties } from './properties.js';

/** The AdminJS resource of a spec: records keyed by public id, read through the spec, written through its services. */
export function specResource(kit: ResourceKit): BaseResource {
  const { adminjs, spec, shown, validated, serviceCall } = kit;
  const { BaseRecord, ValidationError } = adminjs;
  const notSupported = (what: string) => new ValidationError({}, { message: `Records of this kind cannot be ${what} here`, type: 'NOT_SUPPORTED' });

  class SpecResource extends adminjs.BaseResource {
    private readonly props = specProperties(adminjs, spec);

    static override isAdapterFor() {
      return false;
    }
    override databaseName() {
      return 'bazaar';
    }
    override databaseType() {
      return 'postgres';
    }
    override id() {
      return spec.id;
    }
    override properties() {
      return this.props;
    }
    override property(path: string) {
      return this.props.find((p) => p.path() === path) ?? null;
    }
    override async count(filter: any) {
      return spec.count(filtersOf(spec, filter));
    }
    override async find(filter: any, params: ListParams) {
      return (await spec.find(listQuery(spec, filter, params))).map((row) => new BaseRecord(shown(row), this));
    }
    /** a record's page and actions: its row and, when the spec reads more for its page, that too */
    override async findOne(id: string) {
      const [row] = await spec.findMany([String(id)]);
      if (!row) return null;
      return new BaseRecord(shown(spec.detail ? await spec.detail(row) : row), this);
    }
    override async findMany(ids: Array<string | number>, context?: ActionContext) {
      const records = (await spec.findMany(ids.map(String))).map((row) => new BaseRecord(shown(row), this));
      return linkedRecords(this, records, context, BaseRecord);
    }
    override async create(params: Record<string, unknown>, _context?: ActionContext): Promise<PanelRow> {
      const write = spec.create;
      if (!write) throw notSupported('created');
      const dto = await validated(write, params);
      return shown(await serviceCall(() => write.run(dto)));
    }
    override async update(id: string, params: Record<string, unknown>, _context?: ActionContext): Promise<PanelRow> {
      const write = spec.update;
      if (!write) throw notSupported('edited');
      const dto = await validated(write, params);
      return shown(await serviceCall(() => write.run(String(id), dto)));
    }
    override async delete(id: string, _context?: ActionContext): Promise<void> {
      const remove = spec.remove;
      if (!remove) throw notSupported('deleted');
      await serviceCall(() => remove(String(id)));
    }
  }
  return new SpecResource(spec);
}
