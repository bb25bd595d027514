import { actorMay } from '../../../../core/context/request-context.js';
import { AppError, CommonErrors } from '../../../../core/http/app-error.js';
import { catalog } from '../../../catalog/index.js';
import type { ProductStatus } from '../../entities/product.entity.js';
import { products } from '../../products-context.js';
import { writeProducts } from '../../products-cache.js';
import { checkCommand, type CheckedCommand } from './editor-checks.js';
import { parseCommand } from './editor-command.js';
import { editorState, type EditorState } from './editor-state.js';
import { saveStock, saveVariants } from './editor-variants.js';
import { generalField, mediaField, step, StepRefusal, type FieldErrors, type StepPlace } from './editor-words.js';

/*
 * The editor's Save: the whole form in one transaction, through the services of the routes (product, variants
 * and options, the stock ledger, media, tags, discovery, SEO, lifecycle), so a refusal anywhere saves nothing.
 * The first call carries the version the page read (a product changed since is a conflict, told in words); it
 * locks the product, so the calls after it need none.
 */

export type EditorOutcome =
  | { ok: true; state: EditorState }
  /** `problem`: what the page shows above the form; `conflict`: the product changed since the page read it */
  | { ok: false; errors: FieldErrors; problem: string; conflict?: string };

const GENERAL_PLACE: StepPlace = {
  fallback: 'form',
  byCode: {
    PRODUCT_SLUG_ALREADY_EXISTS: 'general.slug',
    CATALOG_SLUG_GENERATION_FAILED: 'general.slug',
    PRODUCT_SKU_ALREADY_EXISTS: 'general.sku',
    PRODUCT_CATEGORY_NOT_FOUND: 'general.categoryPublicId',
    PRODUCT_BRAND_NOT_FOUND: 'general.brandPublicId',
    PRODUCT_SERIES_NOT_FOUND: 'general.brandSeriesPublicId',
    PRODUCT_SERIES_BRAND_MISMATCH: 'general.brandSeriesPublicId',
  },
  details: generalField,
};
const LIFECYCLE_PLACE: StepPlace = { fallback: 'lifecycle' };

/** The tags' ids in the form's order: a typed name is an existing tag of that name, else a new tag (Tags_CREATE). */
async function tagIdsOf(tags: NonNullable<CheckedCommand['tags']>): Promise<string[]> {
  const names = tags.newNames.filter((n): n is string => n !== null);
  const known = names.length ? (await catalog.tags.list({ pagination: false })).rows : [];
  const ids: string[] = [];
  for (const [i, id] of tags.ids.entries()) {
    const name = tags.newNames[i];
    if (id || name === null || name === undefined) {
      ids.push(id!);
      continue;
    }
    const same = known.find((t) => t.name.toLowerCase() === name.toLowerCase());
    const created = same ?? (await step({ fallback: 'tags' }, () => createTag(name)));
    ids.push(created.publicId);
  }
  return ids;
}

function createTag(name: string) {
  if (!actorMay('Tags_CREATE'))
    throw CommonErrors.FORBIDDEN(undefined, `Only existing tags can be picked here: making the new tag "${name}" needs the permission to create tags`);
  return catalog.tags.create({ name });
}

const hasChanges = (c: CheckedCommand) => !!(c.general || c.options || c.rows || c.media || c.tags || c.flags || c.seo);

async function apply(id: string, c: CheckedCommand): Promise<void> {
  if (!hasChanges(c) && c.then) {
    const move = c.then;
    await step(LIFECYCLE_PLACE, () => products.facets.setLifecycle(id, move, c.version!));
    return;
  }
  await step(GENERAL_PLACE, () => products.products.update(id, { ...c.general, version: c.version }));
  const current = await products.products.detail(id);
  const ids = await saveVariants(id, current, c.options, c.rows);
  await saveStock(id, c.rows, ids);
  const { media, tags, flags, seo } = c;
  if (media) await step({ fallback: 'media', details: mediaField }, () => products.facets.setMedia(id, media));
  if (tags) {
    const tagPublicIds = await tagIdsOf(tags);
    await step({ fallback: 'tags' }, () => products.facets.setTags(id, tagPublicIds));
  }
  if (flags) {
    const { featured, trending, bestSeller, newArrival } = flags;
    await step({ fallback: 'flags' }, () => products.facets.setDiscovery(id, { featured, trending, bestSeller, newArrival }));
  }
  if (seo) await step({ fallback: 'seo' }, () => products.facets.setSeo(id, seo.seoId));
  if (c.then) await moveTo(id, c.then);
}

async function moveTo(id: string, status: ProductStatus): Promise<void> {
  const { version } = await products.products.detail(id);
  await step(LIFECYCLE_PLACE, () => products.facets.setLifecycle(id, status, version));
}

/** A refusal in words: a stale version as a conflict, a form-wide one above the form, the rest beside their fields. */
async function refused(id: string, e: StepRefusal, version: number | undefined): Promise<EditorOutcome> {
  if (e.error.errorCode === 'PRODUCT_VERSION_CONFLICT') {
    const now = await products.products.detail(id).then(
      (d) => d.version,
      () => undefined,
    );
    const conflict =
      `Someone changed this product after you opened it (you opened version ${version}${now ? `, it is now version ${now}` : ''}). ` +
      'Nothing was saved: reload the product to see their changes, then make yours again.';
    return { ok: false, errors: {}, problem: conflict, conflict };
  }
  const { form, ...errors } = e.fields();
  if (form !== undefined) return { ok: false, errors, problem: `Nothing was saved: ${form}` };
  return { ok: false, errors, problem: 'Nothing was saved: a field below needs a change (its message says why).' };
}

/** Saves the editor's form (the command text it posted) for product `id`; answers the product as saved, or why not. */
export async function saveFromEditor(id: string, text: unknown): Promise<EditorOutcome> {
  let checked: CheckedCommand;
  try {
    const result = await checkCommand(parseCommand(text));
    if (Object.keys(result.errors).length) {
      return { ok: false, errors: result.errors, problem: 'Nothing was saved: some fields below need a change (each says why).' };
    }
    checked = result.checked;
  } catch (e) {
    if (e instanceof AppError) {
      const why = (e.details as Array<{ problems?: string[] }> | undefined)?.[0]?.problems?.[0] ?? e.message;
      return { ok: false, errors: {}, problem: `The editor sent a form the server cannot read (${why}); reload the page.` };
    }
    throw e;
  }
  try {
    await writeProducts(() => apply(id, checked));
  } catch (e) {
    if (e instanceof StepRefusal) return refused(id, e, checked.version);
    throw e;
  }
  return { ok: true, state: await editorState(id) };
}
