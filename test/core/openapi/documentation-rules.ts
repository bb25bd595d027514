import { operations } from './spec-walk.js';

const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;
const UNTYPED = new Set(['#/components/schemas/Envelope', '#/components/schemas/OffsetPage']);

function successProblems(op: any): string[] {
  const redirect = op.responses['302'];
  if (redirect) return redirect.headers?.Location ? [] : ['a 302 without its Location header'];
  const status = Object.keys(op.responses).find((s) => s.startsWith('2'));
  if (!status) return ['no success answer'];
  const content = op.responses[status].content ?? {};
  const json = content['application/json'];
  if (!json) return Object.keys(content).length ? [] : [`${status} has no content`];
  const schema = json.schema ?? {};
  if (UNTYPED.has(schema.$ref)) return ['an untyped envelope: declare @Operation({ id, summary, returns }) on the route (core/http/openapi/operation.ts)'];
  const data = schema.properties?.data;
  if (!data || Object.keys(data).length === 0) return ["the envelope's data has no schema"];
  return [];
}

/**
 * What a route needs for a typed client: a stable camelCase operationId (unique), a summary saying what it
 * does (at least two words: "List blog posts", not "List"), one tag the document describes, and a typed answer.
 * Each problem is `VERB /path: problem`.
 */
export function documentationProblems(doc: any): string[] {
  const problems: string[] = [];
  const tags = new Map<string, string | undefined>((doc.tags ?? []).map((t: any) => [t.name, t.description]));
  const ids = new Map<string, string>();
  for (const { key, op } of operations(doc)) {
    const add = (problem: string) => problems.push(`${key}: ${problem}`);
    if (!CAMEL_CASE.test(op.operationId ?? '')) add(`operationId ${op.operationId} is not camelCase (declare @Operation)`);
    else if (ids.has(op.operationId)) add(`operationId ${op.operationId} is also ${ids.get(op.operationId)}'s`);
    else ids.set(op.operationId, key);
    const summary: string = op.summary ?? '';
    if (summary.trim().split(/\s+/).length < 2 || !/^[A-Z]/.test(summary) || summary.endsWith('.'))
      add(`summary "${summary}" does not say what the route does`);
    if (op.tags?.length !== 1) add(`has ${op.tags?.length ?? 0} tags (@ApiTag on the controller)`);
    else if (!tags.get(op.tags[0])) add(`tag ${op.tags[0]} is not described in the document's tags`);
    for (const p of successProblems(op)) add(p);
  }
  return problems;
}
