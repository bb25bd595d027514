export const VERBS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface DocOperation {
  key: string;
  path: string;
  verb: string;
  op: any;
}

/** Every operation of an OpenAPI document as `VERB /path`. */
export function operations(doc: any): DocOperation[] {
  const out: DocOperation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const verb of VERBS) if (item[verb]) out.push({ key: `${verb.toUpperCase()} ${path}`, path, verb, op: item[verb] });
  }
  return out;
}

/** express `/a/:id/` -> OpenAPI `/a/{id}` */
export function openApiPath(expressPath: string): string {
  const p = expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

export function refsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.add(v);
      else refsIn(v, out);
    }
  }
  return out;
}
