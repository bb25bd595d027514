import type { PermissionAction } from '../plugin.js';
import type { PanelView } from './resource-spec.js';

/** Name of the tree page in AdminJS.UserComponents (see admin/components/browser/tree-view.js). */
export const TREE_VIEW_COMPONENT = 'TreeView';

/** A record in a tree page: its children nested. */
export interface PanelTreeNode {
  id: string;
  title: string;
  /** drawn faded (e.g. hidden from the store) */
  muted?: boolean;
  /** a short note after the title, e.g. "hidden" */
  note?: string;
  /** quiet text after the title that tells namesakes apart, e.g. the slug */
  detail?: string;
  children: PanelTreeNode[];
}

/** What the tree page's component reads. */
export interface PanelTreeData {
  nodes: PanelTreeNode[];
  /** the record action that moves a record: POSTed `{ [parentField]: parent id, or '' for the top level }` */
  moveAction: string;
  parentField: string;
  /**
   * the record action (on the dragged record) that places it among its new siblings: POSTed
   * `{ [parentField]: parent id or '', [orderField]: the siblings' ids in their new order, comma-separated }`
   */
  placeAction?: string;
  orderField?: string;
  /** a record with its subtree may not go deeper than this (the page offers no such target; the service decides) */
  maxDepth?: number;
}

/**
 * A resource page showing its records as a tree, where a record is moved under another by drag and drop or
 * with its "Move to" picker, through the resource's `moveAction` record action (which holds the rules); with a
 * `placeAction`, a record dropped between two siblings takes that place (the action sets the siblings' order).
 */
export function treeView(opts: {
  label?: string;
  permission?: PermissionAction;
  isDefault?: boolean;
  moveAction: string;
  parentField?: string;
  placeAction?: string;
  orderField?: string;
  maxDepth?: number;
  load(): Promise<PanelTreeNode[]>;
}): PanelView {
  return {
    permission: opts.permission ?? 'READ',
    label: opts.label ?? 'Tree',
    icon: 'GitBranch',
    component: TREE_VIEW_COMPONENT,
    isDefault: opts.isDefault,
    load: async (): Promise<PanelTreeData> => ({
      nodes: await opts.load(),
      moveAction: opts.moveAction,
      parentField: opts.parentField ?? 'parentId',
      placeAction: opts.placeAction,
      orderField: opts.placeAction ? (opts.orderField ?? 'publicIds') : undefined,
      maxDepth: opts.maxDepth,
    }),
  };
}
