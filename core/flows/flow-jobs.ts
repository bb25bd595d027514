import type { DataSource } from 'typeorm';
import type { PluginManifest } from '../plugin.js';
import type { Flow } from './define.js';
import { staleRuns } from './flow-store.js';
import { runFlow } from './run-flow.js';

/** Runs (or resumes) one flow instance; data `{ flow, flowId }`. */
export const FLOW_RUN_JOB = 'core.flows.run';
/** Hands unfinished runs nobody has touched for a while back to FLOW_RUN_JOB. */
export const FLOW_RESUME_JOB = 'core.flows.resume';
export const FLOW_RESUME_INTERVAL = '1 minute';
const STALE_MS = 60_000;

/** The enabled plugins' flows by name; a name outside its plugin's prefix or used twice stops start-up. */
export function collectFlows(plugins: PluginManifest[]): Map<string, Flow<any>> {
  const flows = new Map<string, Flow<any>>();
  for (const plugin of plugins) {
    for (const flow of plugin.flows ?? []) {
      if (!flow.name.startsWith(`${plugin.name}.`)) throw new Error(`Plugin "${plugin.name}" declares flow "${flow.name}": names are "${plugin.name}.<what>"`);
      if (flows.has(flow.name)) throw new Error(`Flow "${flow.name}" is declared twice`);
      flows.set(flow.name, flow);
    }
  }
  return flows;
}

export async function runFlowJob(flows: Map<string, Flow<any>>, data: { flow?: unknown; flowId?: unknown }): Promise<void> {
  const flow = flows.get(String(data.flow));
  if (!flow) throw new Error(`No enabled plugin declares flow "${String(data.flow)}"`);
  await runFlow(flow, String(data.flowId));
}

export async function resumeStaleFlows(
  ds: DataSource,
  flows: Map<string, Flow<any>>,
  enqueue: (flow: string, flowId: string) => Promise<void>,
): Promise<number> {
  const stale = await staleRuns(ds.manager, [...flows.keys()], STALE_MS, 100);
  for (const r of stale) await enqueue(r.flow, r.flowId);
  return stale.length;
}
