import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { Response } from 'supertest';

/*
 * Checks real answers against the OpenAPI document: the status must be one the route documents, and a JSON
 * body must match that status's schema. Success bodies are checked closed (an object may not carry a
 * property the document does not list), so a field added to a mapper without its response class fails too.
 *
 *   const conforms = documentConformance(doc);
 *   conforms(await t.http.get('/api/blogs'));   // throws with the route, status and the schema's complaints
 */

const PATH_PARAM = /\{([^}]+)\}/g;

interface Route {
  verb: string;
  template: string;
  pattern: RegExp;
  op: any;
  params: number;
}

/** `{s2}`..`{s6}` of the upload key routes are optional segments (a key has 1 to 6). */
function routePattern(template: string): RegExp {
  const source = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\/\{(s[2-6])\}/g, '(?:/[^/]+)?')
    .replace(PATH_PARAM, '[^/]+');
  return new RegExp(`^${source}$`);
}

/** Closes every object schema that lists its properties, except inside allOf (whose parts each see only some). */
function closeObjects(schema: any): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) return schema.forEach(closeObjects);
  const isObject = schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object'));
  if (isObject && schema.properties && schema.additionalProperties === undefined) schema.additionalProperties = false;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'allOf' || key === 'if' || key === 'then' || key === 'else') continue;
    closeObjects(value);
  }
}

/** ajv does not take OpenAPI's discriminator mapping; the variants are told apart by their sectionKey const anyway. */
function withoutDiscriminators(value: any): any {
  if (Array.isArray(value)) return value.map(withoutDiscriminators);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== 'discriminator')
      .map(([k, v]) => [k, withoutDiscriminators(v)]),
  );
}

export function documentConformance(document: any) {
  const doc = withoutDiscriminators(structuredClone(document));
  for (const schema of Object.values(doc.components.schemas)) closeObjects(schema);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  formats.default(ajv);
  ajv.addFormat('link-url', true).addFormat('image-url', true);
  ajv.addSchema({ $id: 'bazaar', components: doc.components });
  const routes: Route[] = [];
  for (const [template, item] of Object.entries<any>(doc.paths)) {
    for (const [verb, op] of Object.entries<any>(item)) {
      routes.push({ verb: verb.toUpperCase(), template, pattern: routePattern(template), op, params: (template.match(PATH_PARAM) ?? []).length });
    }
  }
  routes.sort((a, b) => a.params - b.params);
  const compiled = new Map<string, ValidateFunction>();
  const checked = new Set<string>();

  const check = (res: Response): Response => {
    const verb = (res as any).req.method as string;
    const path = ((res as any).req.path as string).split('?')[0];
    const route = routes.find((r) => r.verb === verb && r.pattern.test(path));
    if (!route) throw new Error(`${verb} ${path} is not in the document`);
    const where = `${verb} ${route.template} answered ${res.status}`;
    const response = route.op.responses[String(res.status)];
    if (!response) throw new Error(`${where}, a status the document does not list (${Object.keys(route.op.responses).join(', ')}): ${res.text?.slice(0, 300)}`);
    checked.add(route.op.operationId);
    const json = response.content?.['application/json'];
    if (!json) return res;
    if (!/application\/json/.test(res.headers['content-type'] ?? '')) throw new Error(`${where} with ${res.headers['content-type']}, not JSON`);
    const key = `${route.op.operationId} ${res.status}`;
    let validate = compiled.get(key);
    if (!validate) {
      const schema = JSON.parse(JSON.stringify(json.schema).replaceAll('"#/components/', '"bazaar#/components/'));
      if (res.status < 300) closeObjects(schema);
      compiled.set(key, (validate = ajv.compile(schema)));
    }
    if (!validate(res.body)) {
      const problems = (validate.errors ?? [])
        .slice(0, 8)
        .map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${e.params.additionalProperty})` : ''}`);
      throw new Error(`${where} with a body the document does not describe:\n  ${problems.join('\n  ')}\n${JSON.stringify(res.body).slice(0, 600)}`);
    }
    return res;
  };
  return Object.assign(check, { checked });
}
