/** Durable flows: named steps keyed by (flow id, step), resumed by the jobs system after a crash. */
export { defineExternalStep, defineFlow, defineStep, FlowFailed, type Flow, type StepContext } from './define.js';
export { runFlow } from './run-flow.js';
export { startFlow } from './start-flow.js';
