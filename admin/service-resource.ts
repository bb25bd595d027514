import type { ActionContext, ActionRequest, BaseRecord, ResourceOptions, ResourceWithOptions } from 'adminjs';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { AppError } from '../core/http/app-error.js';
import { ACTION_CONFIRM_COMPONENT } from './components/action-confirm.js';
import { defaultValueProperty } from '../core/panel/default-value.js';
import { enumProperty } from '../core/panel/enum-field.js';
import { fileUploadProperty } from '../core/panel/file-field.js';
import { schemaFormProperty } from '../core/panel/schema-field.js';
import { thumbnailProperty } from '../core/panel/thumbnail-field.js';
import { imageUploadProperty } from '../core/panel/image-field.js';
import { fieldLabel } from '../core/panel/field-label.js';
import { isAmount, showAmount, showAmounts, takeAmounts } from '../core/panel/money-field.js';
import { can } from './current-admin.js';
import { propertyErrors, serviceFieldErrors, type FieldNaming } from './field-errors.js';
import { gateOptions } from './gate.js';
import { linkedRecords } from './linked-records.js';
import {
  PanelInputError,
  type PanelBulkResult,
  type PanelFilterValue,
  type PanelListQuery,
  type PanelPermission,
  type PanelResourceSpec,
  type PanelRow,
  type PanelWrite,
} from '../core/panel/resource-spec.js';

type AdminJSModule = typeof import('adminjs');

/** AdminJS property options of the spec: image upload field on `image` properties, badges and labels on enums. */
function propertyOptions(spec: PanelResourceSpec): ResourceOptions['properties'] {
  const out: NonNullable<ResourceOptions['properties']> = { ...spec.options?.properties };
  for (const p of spec.properties) {
    if (p.availableValues) out[p.path] = enumProperty(p.availableValues, p, out[p.path]);
    if (p.image) out[p.path] = imageUploadProperty(p.image === true ? {} : p.image, out[p.path]);
    if (p.file) out[p.path] = fileUploadProperty(p.file === true ? {} : p.file, out[p.path]);
    if (p.schema) out[p.path] = schemaFormProperty(p.schema, out[p.path]);
    if (p.thumbnail) out[p.path] = thumbnailProperty(p.thumbnail === true ? {} : p.thumbnail, out[p.path]);
    if (p.defaultValue !== undefined) out[p.path] = defaultValueProperty(showAmount(p, p.defaultValue), out[p.path]);
  }
  return out;
}

/** "2 restored, 1 failed: Shoes (CATEGORY_PARENT_DELETED)": the counts, then the first failures by title. */
export function bulkNotice(result: PanelBulkResult, done: string, titles: Map<string, string> = new Map()): { message: string; type: 'success' | 'error' } {
  const { succeeded, failures } = result;
  if (!failures.length) return { message: `${succeeded.length} ${done}`, type: 'success' };
  const shown = failures.slice(0, 5).map((f) => `${titles.get(f.publicId) ?? f.publicId} (${f.errorCode})`);
  const more = failures.length > shown.length ? `, and ${failures.length - shown.length} more` : '';
  return { message: `${succeeded.length} ${done}, ${failures.length} failed: ${shown.join(', ')}${more}`, type: 'error' };
}

/** AdminJS names an action by its translation: the labels of the spec's own actions, unless translations give one. */
function actionLabels(spec: PanelResourceSpec): ResourceOptions['translations'] {
  const translations: Record<string, any> = { ...spec.options?.translations };
  const labels: Record<string, string> = {};
  for (const group of [spec.recordActions, spec.bulkActions, spec.resourceLinks, spec.views, spec.recordViews]) {
    for (const [name, def] of Object.entries(group ?? {})) if (def.label) labels[name] = def.label;
  }
  if (!Object.keys(labels).length) return spec.options?.translations;
  const en = translations.en ?? {};
  translations.en = { ...en, actions: { ...labels, ...en.actions } };
  return translations;
}

/** The menu entry opens the spec's default view, for admins who may open it (none: no entry, as without the list). */
function homePage(spec: PanelResourceSpec): Pick<ResourceOptions, 'href'> {
  const home = Object.entries(spec.views ?? {}).find(([, v]) => v.isDefault);
  if (!home) return {};
  const [name, view] = home;
  return {
    href: ({ h, currentAdmin }) =>
      (can(currentAdmin, `${spec.module}_${view.permission}`) ? h.resourceActionUrl({ resourceId: spec.id, actionName: name }) : null) as string,
  };
}

/**
 * Builds the AdminJS resource for a spec. Records are keyed by public id; writes are validated with
 * the route DTOs and run through the plugin's services; service errors come back as notices.
 */
export function buildServiceResource(adminjs: AdminJSModule, spec: PanelResourceSpec): ResourceWithOptions {
  const { BaseProperty, BaseRecord, BaseResource, ValidationError, flat } = adminjs;

  class SpecProperty extends BaseProperty {
    constructor(
      private readonly def: PanelResourceSpec['properties'][number],
      index: number,
    ) {
      super({ path: def.path, type: def.type ?? 'string', isId: def.isId, isSortable: def.isSortable ?? false, position: def.position ?? index });
    }
    override isTitle() {
      return this.def.isTitle ?? super.isTitle();
    }
    override isEditable() {
      return this.def.isEditable ?? !this.def.isId;
    }
    override isArray() {
      return this.def.isArray ?? false;
    }
    override reference() {
      return this.def.reference ?? null;
    }
    override availableValues() {
      return this.def.availableValues ?? null;
    }
    override type() {
      if (isAmount(this.def)) return 'string';
      return this.def.reference ? 'reference' : super.type();
    }
  }

  const naming: FieldNaming = {
    labelOf: (path) => fieldLabel(spec.options, path),
    property: (path) => spec.properties.find((p) => p.path === path),
  };
  const onForm = (path: string) => spec.properties.some((p) => p.path === path);
  /** A row as the panel shows it (amounts in rupees and percent). */
  const shown = (row: PanelRow): PanelRow => showAmounts(spec.properties, row);

  /** Runs a service call; a rule it refuses (AppError) becomes a validation error AdminJS shows, beside the fields it names. */
  async function serviceCall<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      const fields = serviceFieldErrors(e, naming, onForm, spec.errorFields);
      const message = fields
        ? Object.values(fields)
            .map((f) => f.message)
            .join('; ')
        : e.message;
      // AdminJS counts a write as failed only when some property has an error
      throw new ValidationError(fields ?? { _: { type: e.errorCode, message: e.message } }, { message, type: e.errorCode });
    }
  }

  async function validated(write: Pick<PanelWrite<any>, 'dto' | 'input'>, params: Record<string, unknown>): Promise<object> {
    let input: Record<string, unknown>;
    try {
      const taken = takeAmounts(spec.properties, flat.unflatten(params) as Record<string, unknown>, naming.labelOf);
      if (Object.keys(taken.problems).length) throw new PanelInputError(taken.problems);
      input = write.input(taken.params);
    } catch (e) {
      if (!(e instanceof PanelInputError)) throw e;
      const errors = Object.fromEntries(Object.entries(e.fields).map(([path, message]) => [path, { type: 'invalid', message }]));
      throw new ValidationError(errors, { message: 'thereWereValidationErrors', type: 'VALIDATION_FAILED' });
    }
    const dto = plainToInstance(write.dto, input);
    const errors = await validate(dto, {
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      validationError: { target: false, value: false },
    });
    if (errors.length) throw new ValidationError(propertyErrors(errors, naming), { message: 'thereWereValidationErrors', type: 'VALIDATION_FAILED' });
    return dto;
  }

  function filtersOf(filter: any): Record<string, PanelFilterValue> {
    const out: Record<string, PanelFilterValue> = {};
    for (const [path, f] of Object.entries<any>(filter?.filters ?? {})) {
      if (!spec.properties.some((p) => p.path === path)) continue;
      const v = f.value;
      if (typeof v === 'string' && v !== '') out[path] = v;
      else if (v && typeof v === 'object') out[path] = { from: v.from || undefined, to: v.to || undefined };
    }
    return out;
  }

  class SpecResource extends BaseResource {
    private readonly props = spec.properties.map((p, i) => new SpecProperty(p, i));

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
      return spec.count(filtersOf(filter));
    }
    override async find(filter: any, params: { limit?: number; offset?: number; sort?: { sortBy?: string; direction?: 'asc' | 'desc' } }) {
      const sortBy = params.sort?.sortBy;
      const query: PanelListQuery = {
        filters: filtersOf(filter),
        limit: Math.min(Number(params.limit ?? 10), 500),
        offset: Number(params.offset ?? 0),
        sortBy: spec.properties.some((p) => p.path === sortBy && p.isSortable) ? sortBy : undefined,
        direction: params.sort?.direction === 'desc' ? 'desc' : 'asc',
      };
      return (await spec.find(query)).map((row) => new BaseRecord(shown(row), this));
    }
    override async findOne(id: string) {
      const [row] = await spec.findMany([String(id)]);
      return row ? new BaseRecord(shown(row), this) : null;
    }
    override async findMany(ids: Array<string | number>, context?: ActionContext) {
      const records = (await spec.findMany(ids.map(String))).map((row) => new BaseRecord(shown(row), this));
      return linkedRecords(this, records, context, BaseRecord);
    }
    override async create(params: Record<string, unknown>, _context?: ActionContext): Promise<PanelRow> {
      const write = spec.create;
      if (!write) throw new ValidationError({}, { message: 'Records of this kind cannot be created here', type: 'NOT_SUPPORTED' });
      const dto = await validated(write, params);
      return shown(await serviceCall(() => write.run(dto)));
    }
    override async update(id: string, params: Record<string, unknown>, _context?: ActionContext): Promise<PanelRow> {
      const write = spec.update;
      if (!write) throw new ValidationError({}, { message: 'Records of this kind cannot be edited here', type: 'NOT_SUPPORTED' });
      const dto = await validated(write, params);
      return shown(await serviceCall(() => write.run(String(id), dto)));
    }
    override async delete(id: string, _context?: ActionContext): Promise<void> {
      const remove = spec.remove;
      if (!remove) throw new ValidationError({}, { message: 'Records of this kind cannot be deleted here', type: 'NOT_SUPPORTED' });
      await serviceCall(() => remove(String(id)));
    }
  }

  const actions: Record<string, any> = { ...(spec.options?.actions ?? {}) };
  if (!spec.create) actions.new = { ...actions.new, isAccessible: false };
  if (!spec.update) actions.edit = { ...actions.edit, isAccessible: false };
  if (!spec.remove) {
    actions.delete = { ...actions.delete, isAccessible: false };
    actions.bulkDelete = { ...actions.bulkDelete, isAccessible: false };
  }
  // the submitted form is echoed back in the action's answer: never a typed password
  const secrets = spec.properties.filter((p) => p.type === 'password').map((p) => p.path);
  if (secrets.length) {
    const strip = async (response: any) => {
      for (const path of secrets) if (response?.record?.params) delete response.record.params[path];
      return response;
    };
    for (const name of ['new', 'edit']) {
      const after = actions[name]?.after;
      actions[name] = { ...actions[name], after: [...(after ? [after].flat() : []), strip] };
    }
  }

  const custom: Record<string, PanelPermission> = {};
  for (const [name, def] of Object.entries(spec.recordActions ?? {})) {
    custom[name] = def.permission;
    actions[name] = {
      actionType: 'record',
      label: def.label,
      icon: def.icon,
      showInDrawer: true,
      component: ACTION_CONFIRM_COMPONENT,
      custom: { confirm: def.confirm ?? null },
      isVisible: def.isVisible ? (ctx: ActionContext) => !!ctx.record && def.isVisible!(flat.unflatten(ctx.record.params)) : true,
      handler: async (request: ActionRequest, _response: unknown, ctx: ActionContext) => {
        const record = ctx.record as BaseRecord;
        // a GET only reads the record (the confirmation view): a link from elsewhere must not change anything
        if (request.method !== 'post') return { record: record.toJSON(ctx.currentAdmin) };
        const redirectUrl = ctx.h.recordActionUrl({ resourceId: spec.id, recordId: String(record.id()), actionName: 'show' });
        let dto: object | undefined;
        try {
          if (def.form) dto = await validated(def.form, (request.payload ?? {}) as Record<string, unknown>);
        } catch (e) {
          if (!(e instanceof ValidationError)) throw e;
          const problems = Object.values(e.propertyErrors).map((p) => p.message);
          return { record: record.toJSON(ctx.currentAdmin), notice: { message: problems.join('; ') || 'The values are not valid', type: 'error' } };
        }
        try {
          const row = await def.run(String(record.id()), dto);
          if (row) record.storeParams(shown(row));
          return { record: record.toJSON(ctx.currentAdmin), notice: { message: def.successMessage, type: 'success' }, redirectUrl };
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          return { record: record.toJSON(ctx.currentAdmin), notice: { message: e.message, type: 'error' } };
        }
      },
    };
  }

  const bulkHandler =
    (run: (ids: string[]) => Promise<PanelBulkResult>, done: string) => async (request: ActionRequest, _response: unknown, ctx: ActionContext) => {
      const records = (ctx.records ?? []) as BaseRecord[];
      const json = () => records.map((r) => r.toJSON(ctx.currentAdmin));
      // a GET only shows the selection (the confirmation view); the action runs on POST
      if (request.method !== 'post') return { records: json() };
      // the ids as selected: one that no longer exists is reported by the service as a failure
      const asked = String(request.query?.recordIds ?? '')
        .split(',')
        .filter(Boolean);
      const ids = asked.length ? asked : records.map((r) => String(r.id()));
      const titles = new Map(records.map((r) => [String(r.id()), r.title()]));
      try {
        const result = await run(ids);
        return {
          records: json(),
          notice: bulkNotice(result, done, titles),
          redirectUrl: ctx.h.resourceUrl({ resourceId: spec.id }),
        };
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        return { records: json(), notice: { message: e.message, type: 'error' } };
      }
    };

  for (const [name, def] of Object.entries(spec.bulkActions ?? {})) {
    custom[name] = def.permission;
    actions[name] = {
      ...actions[name],
      actionType: 'bulk',
      label: def.label,
      icon: def.icon,
      variant: def.variant ?? 'default',
      showInDrawer: true,
      component: ACTION_CONFIRM_COMPONENT,
      handler: bulkHandler(def.run, def.done),
    };
  }
  for (const [name, def] of Object.entries(spec.resourceLinks ?? {})) {
    custom[name] = def.permission;
    actions[name] = {
      ...actions[name],
      actionType: 'resource',
      label: def.label,
      icon: def.icon,
      component: false,
      handler: async (_request: ActionRequest, _response: unknown, ctx: ActionContext) => ({
        redirectUrl: ctx.h.resourceActionUrl({ resourceId: def.to.resourceId, actionName: def.to.action }),
      }),
    };
  }
  for (const [name, def] of Object.entries(spec.views ?? {})) {
    custom[name] = def.permission;
    actions[name] = {
      ...actions[name],
      actionType: 'resource',
      label: def.label,
      icon: def.icon,
      component: def.component,
      showInDrawer: false,
      // a page reads only: its changes go through record actions
      handler: async (request: ActionRequest) => {
        if (request.method !== 'get') throw new ValidationError({}, { message: 'This page only reads', type: 'METHOD_NOT_ALLOWED' });
        return { data: await def.load() };
      },
    };
  }
  for (const [name, def] of Object.entries(spec.recordViews ?? {})) {
    custom[name] = def.permission;
    actions[name] = {
      ...actions[name],
      actionType: 'record',
      label: def.label,
      icon: def.icon,
      component: def.component,
      showInDrawer: false,
      isVisible: def.isVisible ? (ctx: ActionContext) => !!ctx.record && def.isVisible!(flat.unflatten(ctx.record.params)) : true,
      // a page reads only: its changes go through record actions
      handler: async (request: ActionRequest, _response: unknown, ctx: ActionContext) => {
        if (request.method !== 'get') throw new ValidationError({}, { message: 'This page only reads', type: 'METHOD_NOT_ALLOWED' });
        const record = ctx.record as BaseRecord;
        const query = Object.fromEntries(Object.entries(request.query ?? {}).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
        try {
          return { record: record.toJSON(ctx.currentAdmin), data: await def.load(String(record.id()), query) };
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          return { record: record.toJSON(ctx.currentAdmin), data: null, notice: { message: e.message, type: 'error' } };
        }
      },
    };
  }
  if (spec.bulkRemove) actions.bulkDelete = { ...actions.bulkDelete, handler: bulkHandler(spec.bulkRemove, 'deleted') };

  const options: ResourceOptions = {
    ...spec.options,
    id: spec.id,
    actions,
    properties: propertyOptions(spec),
    translations: actionLabels(spec),
    ...homePage(spec),
  };
  return { resource: new SpecResource(spec), options: gateOptions(spec.module, options, custom) };
}
