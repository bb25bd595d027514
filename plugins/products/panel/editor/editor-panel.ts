import { IsString, MaxLength } from 'class-validator';
import type { PanelRecordAction, PanelRecordView, PanelResourceSpec, PanelView } from '../../../../core/panel/resource-spec.js';
import { saveFromEditor } from './editor-save.js';
import { editorState } from './editor-state.js';

/*
 * The product editor in the panel kit: one page (admin/components/browser/product-editor.js) where a merchandiser
 * makes and edits a whole product. It is opened as "New product" from the products list (a view: the pickers'
 * choices) and as "Edit in editor" from a product (a record view: the product and the choices). A new product is
 * made by the resource's own `new` action (the create route's DTO and service); every save after that is the
 * hidden record action `saveInEditor`, whose answer (the product as saved, or the refusals beside their fields and a
 * version conflict, in words) comes back as the record's `editorOutcome` (JSON text).
 */

/** Name of the editor's page in AdminJS.UserComponents (admin/components/bundle.ts registers the script). */
export const PRODUCT_EDITOR_COMPONENT = 'ProductEditor';

/** The editor posts its whole form as one JSON text; its parts are checked with the routes' DTOs (editor-checks.ts). */
class EditorSaveForm {
  @IsString()
  @MaxLength(2_000_000)
  command: string;
}

const views: Record<string, PanelView> = {
  newInEditor: { permission: 'CREATE', label: 'New product', icon: 'Plus', component: PRODUCT_EDITOR_COMPONENT, load: () => editorState(null) },
};

const recordViews: Record<string, PanelRecordView> = {
  editInEditor: {
    permission: 'UPDATE',
    label: 'Edit in editor',
    icon: 'Layout',
    component: PRODUCT_EDITOR_COMPONENT,
    isVisible: (row) => !row.deletedAt,
    load: (id) => editorState(id),
  },
};

const recordActions: Record<string, PanelRecordAction> = {
  saveInEditor: {
    permission: 'UPDATE',
    label: 'Save from the editor',
    // called by the editor's page only: its answer is read from the record, never shown as a button
    isVisible: () => false,
    form: { dto: EditorSaveForm, input: (p) => ({ command: p.command }) },
    run: async (id, dto: EditorSaveForm) => ({ id, editorOutcome: JSON.stringify(await saveFromEditor(id, dto.command)) }),
    successMessage: 'The editor has its answer',
  },
};

/** The products resource with the editor: "New product" on its list, "Edit in editor" on each product, and the editor's save. */
export function withProductEditor(spec: PanelResourceSpec): PanelResourceSpec {
  return {
    ...spec,
    views: { ...spec.views, ...views },
    recordViews: { ...spec.recordViews, ...recordViews },
    recordActions: { ...spec.recordActions, ...recordActions },
  };
}
