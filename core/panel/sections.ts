import { actorMay } from '../context/request-context.js';
import type { Hook } from '../hooks/index.js';
import type { PanelSection } from './resource-spec.js';

/*
 * What other areas show on a record's page (a customer's orders, addresses and cart; a checkout's payment attempts):
 * the record's owner declares a hook answered with PanelSections (`defineHook<{ customerId: string }, PanelAnswer>(
 * 'accounts.customer-panel', { onFailure: 'log' })`), each area that requires it answers in its manifest's `hooks`,
 * and the page shows the answers the viewer may read (PanelProperty.sections). A disabled area answers nothing.
 */

/** A hook handler's answer: a section, several, or none (nothing to show). */
export type PanelAnswer = PanelSection | PanelSection[] | null;

/** A section's title with how many rows it has: "Orders (3)", or "Orders (latest 10 of 25)" when it shows only some. */
export function sectionTitle(title: string, shown: number, total: number = shown): string {
  return total > shown ? `${title} (latest ${shown} of ${total})` : `${title} (${total})`;
}

/** The sections the hook's handlers answer for `args` by position, left out when the viewer lacks their permission. */
export async function panelSections<Args>(hook: Hook<Args, PanelAnswer>, args: Args): Promise<PanelSection[]> {
  const answers = (await hook.run(args)).flat().filter((s): s is PanelSection => !!s && (!s.permission || actorMay(s.permission)));
  return answers
    .map((s, i) => ({ s, i }))
    .sort((a, b) => (a.s.position ?? 100) - (b.s.position ?? 100) || a.i - b.i)
    .map(({ s }) => s);
}
