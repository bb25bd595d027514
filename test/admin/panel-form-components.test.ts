import vm from 'node:vm';
import { availablePlugins } from '../../plugins/index.js';
import type { TestApp } from '../support/app.js';
import { bootWithPanel } from './support/panel.js';

/* The file field and the bulk confirmation view, as served in the constant components bundle. */

let t: TestApp;
beforeAll(async () => {
  t = await bootWithPanel({ available: availablePlugins.filter((p) => p.name === 'accounts') });
});
afterAll(async () => t?.close());

const BUNDLE = '/admin/frontend/assets/components.bundle.js';

/** Runs the served bundle against a minimal stand-in of the AdminJS frontend globals; returns the registered components. */
function loadBundle(script: string): Record<string, (props: object) => any> {
  const element = (type: unknown, props: object | null, ...children: unknown[]) => ({ type, props: props ?? {}, children });
  const React = { createElement: element, useState: (initial: unknown) => [initial, () => {}], Fragment: 'fragment' };
  const AdminJS: { UserComponents?: Record<string, any> } = {};
  const window = { React, AdminJS, AdminJSDesignSystem: {}, REDUX_STATE: { paths: { rootPath: '/admin' } } };
  vm.runInNewContext(script, { window, AdminJS });
  return AdminJS.UserComponents ?? {};
}

/** the elements of a rendered tree (arrays of children included), function components called with their props */
function flatten(node: any): any[] {
  if (Array.isArray(node)) return node.flatMap(flatten);
  if (!node || typeof node !== 'object') return [];
  if (typeof node.type === 'function') return flatten(node.type({ ...node.props, children: node.children }));
  return [node, ...node.children.flatMap(flatten)];
}

const text = (node: any): string =>
  Array.isArray(node) ? node.map(text).join('') : node && typeof node === 'object' ? text(node.children) : String(node ?? '');

it('FileUpload keeps the chosen File in the record params (multipart form) and shows the field error', async () => {
  const components = loadBundle((await t.http.get(BUNDLE).expect(200)).text);
  const property = { path: 'file', label: 'file', resourceId: 'CatalogImports', custom: { fileUpload: { accept: '.csv,.xlsx' } } };
  const changes: Array<[string, unknown]> = [];
  const record = { params: {}, errors: { file: { message: 'choose a CSV or XLSX file to import' } } };
  const edit = flatten(components.FileUpload!({ where: 'edit', property, record, onChange: (path: string, v: unknown) => changes.push([path, v]) }));
  const input = edit.find((e) => e.type === 'input' && e.props.type === 'file');
  expect(input.props.accept).toBe('.csv,.xlsx');
  const chosen = { name: 'a.csv', size: 3 };
  input.props.onChange({ target: { files: [chosen] } });
  expect(changes).toEqual([['file', chosen]]);
  expect(text(edit.find((e) => e.props['data-testid'] === 'file-upload-error'))).toBe('choose a CSV or XLSX file to import');
  expect(components.FileUpload!({ where: 'show', property, record })).toBeNull();
});

it('ActionConfirm names the selection or the record, with a button naming the action (it runs only on a click)', async () => {
  const components = loadBundle((await t.http.get(BUNDLE).expect(200)).text);
  const records = [
    { id: 'a', title: 'Shoes' },
    { id: 'b', title: 'Hats' },
  ];
  const bulk = { name: 'bulkHide', label: 'Hide selected', actionType: 'bulk' };
  const view = flatten(components.ActionConfirm!({ records, action: bulk, resource: { id: 'Tags' } }));
  expect(view.filter((e) => e.type === 'li').map(text)).toEqual(['Shoes', 'Hats']);
  expect(text(view.find((e) => e.props['data-testid'] === 'action-confirm'))).toContain('Hide selected: 2 records');
  expect(text(view.find((e) => e.props['data-testid'] === 'action-confirm-run'))).toBe('Hide selected');
  expect(text(components.ActionConfirm!({ records: [], action: bulk, resource: { id: 'Tags' } }))).toBe('Select some records first.');

  const record = { name: 'restore', label: 'Restore', actionType: 'record', custom: { confirm: 'Restore this tag?' } };
  const one = flatten(components.ActionConfirm!({ record: { id: 'a', title: 'Shoes' }, action: record, resource: { id: 'Tags' } }));
  expect(text(one.find((e) => e.props['data-testid'] === 'action-confirm'))).toBe('Restore this tag?Shoes');
  expect(text(one.find((e) => e.props['data-testid'] === 'action-confirm-run'))).toBe('Restore');
});
