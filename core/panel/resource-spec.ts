import { decodeJson } from '../http/decoded-json.js';
import type { PropertyType, ResourceOptions } from 'adminjs';
import type { AdminContext, PermissionAction } from '../plugin.js';
import { tooDeepAt } from '../http/json-depth.js';
import type { FileFieldOptions } from './file-field.js';
import type { ImageFieldOptions } from './image-field.js';
import type { MoneyFieldOptions } from './money-field.js';
import type { Tone } from './labels.js';
import type { SchemaFieldOptions } from './schema-field.js';
import type { ThumbnailOptions } from './thumbnail-field.js';

/**
 * How a plugin describes an admin panel resource backed by its own services, without loading
 * AdminJS (it is imported only when the panel is built). admin/ turns a spec into an AdminJS
 * resource: records are keyed by public id, writes are validated with the DTOs of the HTTP
 * routes and run through the plugin's services, every action is gated by `module` permissions.
 */

/*
 * Every panel action runs as the signed-in admin (admin/action-context.ts): services read it with
 * currentActor(), as they do under the API's routes.
 */

/** A record as the panel shows it; `id` is the public id. Never put secrets here. */
export type PanelRow = { id: string } & Record<string, unknown>;

/** string: text search; exact: equals; boolean: 'true'/'false'; range: datetime {from, to} */
export type PanelFilterValue = string | { from?: string; to?: string };

export interface PanelListQuery {
  filters: Record<string, PanelFilterValue>;
  limit: number;
  offset: number;
  sortBy?: string;
  direction: 'asc' | 'desc';
}

/** The whole filtered list in its order, read `batch` rows at a time (the CSV export). */
export type PanelScanQuery = Omit<PanelListQuery, 'limit' | 'offset'> & { batch: number };

/**
 * A column of a table on a record's page (core/panel/record-tables.ts): a cell holds the row's `key`; `money`
 * holds paisa (shown in rupees), `time` an instant (shown in Kathmandu with the date), `enum` a code (shown in words).
 */
export interface PanelTableColumn {
  key: string;
  label: string;
  /** `image`: the cell holds an image URL, drawn as a thumbnail */
  kind?: 'text' | 'number' | 'money' | 'time' | 'enum' | 'image';
  /** the cell links to that resource's record whose id is the row's `idKey` (default `id`) */
  link?: { resource: string; idKey?: string };
}

/** A titled table on a record's page, e.g. a customer's orders; `more` links to a record (`id`) or a filtered list. */
export interface PanelSection {
  title: string;
  columns: PanelTableColumn[];
  rows: Array<Record<string, unknown>>;
  /** the permission the viewer needs to see it (e.g. 'Orders_READ'); the section is left out otherwise */
  permission?: string;
  /** what an empty table says, e.g. "No orders yet" */
  empty?: string;
  /** where it stands among the page's sections (lower first; then in the order given) */
  position?: number;
  more?: { label: string; resource: string; id?: string; filters?: Record<string, string> };
}

/**
 * Lists that answer questions (admin/service-resource/list-tools.ts): `dateRange` filters the list by a date
 * property in Kathmandu days (from/to), `csv` adds "Export CSV", which streams the rows matching the list's
 * filters (money in rupees, times in Kathmandu, names not ids), gated by the resource's READ permission.
 */
export interface PanelListTools {
  dateRange?: string | string[];
  /** `columns`: the properties exported, in order (default: the list's) */
  csv?: true | { columns?: string[] };
}

export interface PanelProperty {
  path: string;
  type?: PropertyType;
  isId?: boolean;
  isTitle?: boolean;
  isArray?: boolean;
  isSortable?: boolean;
  /** false for read-only values (timestamps, flags the services own) */
  isEditable?: boolean;
  /** id of another panel resource; the value is that record's public id */
  reference?: string;
  /** an enum: shown with readable labels (`brand_series` -> "Brand series") and, in lists and pages, as coloured badges */
  availableValues?: string[];
  /** labels of enum values where the generated one reads badly */
  labels?: Record<string, string>;
  /** colours of enum values beyond the common ones (core/panel/labels.ts: completed green, failed red...) */
  tones?: Record<string, Tone>;
  position?: number;
  /**
   * A JSON value edited as a form generated from its JSON schema (see core/panel/schema-field.ts); the form
   * value stays JSON text, as a textarea's (parse it in `input` with formValue.json).
   */
  schema?: SchemaFieldOptions;
  /** an image URL shown as a thumbnail in lists and a preview on the record's page (read only) */
  thumbnail?: true | ThumbnailOptions;
  /** the value a new record's form starts with (the service's default, so the form shows what will be saved) */
  defaultValue?: unknown;
  /**
   * An image URL field: edited with the image upload field (upload to the media library, preview).
   * `true` uploads as `landing` (public) and stores the public URL; see ImageFieldOptions.
   */
  image?: true | ImageFieldOptions;
  /**
   * A file sent with the form (multipart; see core/panel/file-field.ts): the write's `input` receives
   * formidable's part `{path, name, type, size}` and must leave the temp file to the caller (removed after the action).
   */
  file?: true | FileFieldOptions;
  /**
   * Money (core/panel/money-field.ts): the row holds paisa; the panel shows "Rs 12,999.00" and takes rupees
   * ("12999", "12,999.50"), handing the write's `input` exact paisa (a number; blank and absent as sent).
   */
  money?: true | MoneyFieldOptions;
  /** A rate: the row holds basis points; the panel shows "20%" and takes percent ("20", "12.5"), handing `input` basis points. */
  percent?: true;
  /** A table on the record's page: the row holds an array of objects, shown with these columns (read only). */
  table?: { columns: PanelTableColumn[]; empty?: string };
  /** Titled tables on the record's page: the row holds PanelSection[] (e.g. what other areas show on a customer's page). */
  sections?: true;
}

export type DtoClass = new () => object;

export interface PanelWrite<Args extends unknown[]> {
  /** the DTO of the matching HTTP route; the form values are validated against it */
  dto: DtoClass;
  /** maps the submitted form values to the DTO's fields */
  input(params: Record<string, unknown>): Record<string, unknown>;
  run(...args: Args): Promise<PanelRow>;
}

/**
 * An input of a record action's confirmation view (admin/components/browser/action-confirm.js): what the admin
 * types or picks besides the record, posted as `{ [name]: value }` to the action's `form.input`. Money is typed in
 * rupees (`form.input` converts it with parseRupees); a checkbox posts 'true' or 'false'.
 */
export interface PanelActionField {
  name: string;
  label: string;
  /** hidden: posted as given, not shown (e.g. the value the admin read, for a stale-write check) */
  type: 'text' | 'textarea' | 'number' | 'money' | 'select' | 'checkbox' | 'hidden';
  /** a select's choices */
  options?: Array<{ value: string; label: string }>;
  /** the value the input starts with */
  value?: string | number | boolean;
  required?: boolean;
  /** a line of help under the input */
  help?: string;
}

export interface PanelRecordAction {
  /** of the resource's module, or another module's whole permission (e.g. 'OrderCash_UPDATE') */
  permission: PanelPermission;
  /** the inputs the confirmation view shows, fixed or from the record's row (e.g. one per order line) */
  fields?: PanelActionField[] | ((row: Record<string, unknown>) => PanelActionField[] | Promise<PanelActionField[]>);
  label?: string;
  icon?: string;
  /**
   * The question of the confirmation view (every record action asks first: it runs on POST only); default
   * "<label>?".
   */
  confirm?: string;
  /** when the action is offered for a record (its permission is checked as well); false: callable, not offered as a button */
  isVisible?(row: Record<string, unknown>): boolean;
  /**
   * What the action takes besides the record (e.g. a new parent), sent by a panel page's script: validated
   * like a write's form (the route's DTO), then handed to `run`.
   */
  form?: Pick<PanelWrite<never>, 'dto' | 'input'>;
  run(id: string, dto?: any): Promise<PanelRow | void>;
  successMessage: string;
}

/**
 * A page of the resource with its own component (e.g. a tree), opened from the resource's actions; the
 * component reads `load()` through the action (GET) and writes through record actions, which hold the rules.
 */
export interface PanelView {
  permission: PermissionAction;
  label: string;
  icon?: string;
  /** the page's name in AdminJS.UserComponents (a script of admin/components) */
  component: string;
  load(): Promise<unknown>;
  /** the resource's menu entry opens this page instead of the list */
  isDefault?: boolean;
}

/** A permission action of the resource's module, or the whole permission of another module (e.g. 'BannerAnalytics_READ'). */
export type PanelPermission = PermissionAction | `${string}_${PermissionAction}`;

/**
 * A read-only page of one record with its own component (e.g. a banner's daily statistics), offered among the
 * record's actions: the component reads `load(id, query)` through the action (GET with the page's query
 * parameters, e.g. a date range). A rule `load` refuses (AppError) comes back as an error notice.
 */
export interface PanelRecordView {
  permission: PanelPermission;
  label: string;
  icon?: string;
  /** the page's name in AdminJS.UserComponents (a script of admin/components) */
  component: string;
  isVisible?(row: Record<string, unknown>): boolean;
  load(id: string, query: Record<string, string>): Promise<unknown>;
  /** the component draws the page's heading itself, from the record as it changes (AdminJS's is the record as loaded) */
  ownHeader?: true;
}

/** What a bulk service answers (the shape of the POST /bulk/* routes): per-item failures do not stop the others. */
export interface PanelBulkResult {
  succeeded: string[];
  failures: Array<{ publicId: string; errorCode: string }>;
}

/**
 * An action on the records selected in the list (AdminJS actionType 'bulk'). The browser shows the selection
 * and asks for confirmation; only a POST runs it. The notice reports how many succeeded and failed.
 */
export interface PanelBulkAction {
  permission: PermissionAction;
  label?: string;
  icon?: string;
  /** 'danger' for destructive actions (red button) */
  variant?: 'default' | 'danger';
  run(ids: string[]): Promise<PanelBulkResult>;
  /** e.g. 'restored' in "3 restored, 1 failed" */
  done: string;
}

/** A button on the resource's list that opens another resource's action (e.g. a related form). */
export interface PanelResourceLink {
  permission: PermissionAction;
  label?: string;
  icon?: string;
  to: { resourceId: string; action: string };
}

export interface PanelResourceSpec {
  readonly kind: 'bazaar.panel-resource';
  /** AdminJS resource id, shown in URLs */
  id: string;
  /** permission module: Module_READ gates list/show/search, _CREATE new, _UPDATE edit, _DELETE delete */
  module: string;
  properties: PanelProperty[];
  /** AdminJS options (navigation, visibility of properties...); actions are gated on top of these */
  options?: ResourceOptions;
  find(query: PanelListQuery): Promise<PanelRow[]>;
  count(filters: PanelListQuery['filters']): Promise<number>;
  findMany(ids: string[]): Promise<PanelRow[]>;
  /** The whole filtered list through one cursor (panelReads gives it); without it the CSV export pages through `find`. */
  scan?(query: PanelScanQuery, each: (rows: PanelRow[]) => Promise<void>): Promise<void>;
  /** What the record's page reads besides its row (e.g. its timeline, related tables); not read for lists and references. */
  detail?(row: PanelRow): Promise<PanelRow>;
  listTools?: PanelListTools;
  create?: PanelWrite<[dto: any]>;
  update?: PanelWrite<[id: string, dto: any]>;
  remove?(id: string): Promise<void>;
  recordActions?: Record<string, PanelRecordAction>;
  bulkActions?: Record<string, PanelBulkAction>;
  resourceLinks?: Record<string, PanelResourceLink>;
  views?: Record<string, PanelView>;
  recordViews?: Record<string, PanelRecordView>;
  /**
   * AdminJS's bulk delete through a bulk service (per-item failures reported); without it bulk delete runs
   * `remove` per record.
   */
  bulkRemove?(ids: string[]): Promise<PanelBulkResult>;
  /**
   * Service errors about one field of the form, by error code (e.g. `PRODUCT_PRICE_INVALID: 'sellingPrice'`): shown
   * beside that field with its label, as a VALIDATION_FAILED naming the field is; other errors are a notice.
   */
  errorFields?: Record<string, string>;
}

export function definePanelResource(spec: Omit<PanelResourceSpec, 'kind'>): PanelResourceSpec {
  return { kind: 'bazaar.panel-resource', ...spec };
}

export function isPanelResourceSpec(value: unknown): value is PanelResourceSpec {
  return !!value && typeof value === 'object' && (value as PanelResourceSpec).kind === 'bazaar.panel-resource';
}

/** What admin/ hands to `plugin.admin(ctx)`. */
export type PanelContext = AdminContext;

/**
 * Thrown by an `input` mapper for a form value it cannot even hand to the DTO (e.g. JSON text that
 * does not parse); shown on the named fields like the DTO's errors.
 */
export class PanelInputError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields).join('; '));
  }
}

/** Form helpers for `input` mappers: AdminJS sends '' for an untouched optional field. */
export const formValue = {
  optional(v: unknown): unknown {
    return v === '' || v === null ? undefined : v;
  },
  /** '' clears the value (null), absent leaves it unchanged */
  nullable(v: unknown): unknown {
    return v === '' ? null : v;
  },
  /**
   * A JSON text field (a textarea) as the value the DTO validates: absent stays absent, blank gives
   * `blank`, text that does not parse or nests deeper than `maxDepth` is refused on the field.
   */
  json(field: string, v: unknown, blank: unknown, maxDepth: number): unknown {
    if (v === undefined) return undefined;
    if (v === null || (typeof v === 'string' && v.trim() === '')) return blank;
    let parsed: unknown = v;
    if (typeof v === 'string') {
      const decoded = decodeJson(v);
      if (!decoded.ok) throw new PanelInputError({ [field]: `${field} ${decoded.problem}` });
      parsed = decoded.value;
    }
    if (tooDeepAt(parsed, maxDepth)) throw new PanelInputError({ [field]: `${field} nests deeper than ${maxDepth} levels` });
    return parsed;
  },
  list(v: unknown): string[] {
    if (Array.isArray(v)) return v.filter((x) => x !== '' && x !== null && x !== undefined).map(String);
    if (v === undefined || v === null || v === '') return [];
    if (typeof v === 'object') return Object.values(v as object).map(String);
    return [String(v)];
  },
};
