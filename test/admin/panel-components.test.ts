import { existsSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { componentsBundle } from '../../admin/components/bundle.js';
import type { TestApp } from '../support/app.js';
import { SUPERADMIN } from '../support/auth.js';
import { bootWithPanel, pageState, panelLogin } from './support/panel.js';

/* The panel's own components are served from memory with the constant bundle: no bundler at boot. */

let t: TestApp;
beforeAll(async () => {
  t = await bootWithPanel();
});
afterAll(async () => t?.close());

const BUNDLE = '/admin/frontend/assets/components.bundle.js';

/** Runs the served bundle against a minimal stand-in of the AdminJS frontend globals; returns the registered components. */
function loadBundle(script: string): Record<string, (props: object) => any> {
  const element = (type: unknown, props: object | null, ...children: unknown[]) => ({ type, props: props ?? {}, children });
  const React = { createElement: element, useState: (initial: unknown) => [initial, () => {}] };
  const AdminJS: { UserComponents?: Record<string, any> } = {};
  const window = { React, AdminJS, AdminJSDesignSystem: {}, REDUX_STATE: { paths: { rootPath: '/admin' } } };
  vm.runInNewContext(script, { window, AdminJS });
  return AdminJS.UserComponents ?? {};
}

/** the elements of a rendered tree, function components called with their props */
function flatten(node: any): any[] {
  if (!node || typeof node !== 'object') return [];
  if (typeof node.type === 'function') return flatten(node.type({ ...node.props, children: node.children }));
  return [node, ...node.children.flatMap(flatten)];
}

describe('admin panel components bundle', () => {
  it('serves the image upload field in the constant bundle, and booting ran no bundler', async () => {
    const su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
    await su.get('/admin').expect(200);
    const res = await t.http.get(BUNDLE).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.text).toBe(componentsBundle({}));
    expect(res.text).toContain('AdminJS.UserComponents.ImageUpload = ImageUpload');

    // AdminJS's bundler writes its entry and output under ADMIN_JS_TMP_DIR: neither exists
    const tmp = process.env.ADMIN_JS_TMP_DIR;
    expect(tmp).toBeDefined();
    expect(existsSync(path.join(tmp!, 'entry.js'))).toBe(false);
    expect(existsSync(path.join(tmp!, 'bundle.js'))).toBe(false);
  });

  it('the served script registers ImageUpload, which previews a displayable value and offers a file input on edit', async () => {
    const components = loadBundle((await t.http.get(BUNDLE).expect(200)).text);
    expect(Object.keys(components)).toEqual([
      'ImageUpload',
      'FileUpload',
      'ActionConfirm',
      'LoggedIn',
      'BazaarDashboard',
      'Login',
      'EnumBadge',
      'DefaultValue',
      'TreeView',
      'SchemaForm',
      'Thumbnail',
      'DailyStats',
      'ProductEditor',
      'PosCounter',
      'KathmanduTime',
      'DateRangeFilter',
      'CsvExport',
      'RecordTables',
      'ActionHeader',
    ]);
    const property = {
      path: 'featuredImageUrl',
      label: 'featuredImageUrl',
      resourceId: 'BlogPosts',
      custom: { imageUpload: { uploadType: 'landing', store: 'url' } },
    };
    const url = 'http://localhost:3000/api/files/public/landing/a.webp';

    const shown = flatten(components.ImageUpload!({ where: 'show', property, record: { params: { featuredImageUrl: url } } }));
    expect(shown.filter((e) => e.type === 'img').map((e) => e.props.src)).toEqual([url]);

    const hidden = flatten(components.ImageUpload!({ where: 'show', property, record: { params: { featuredImageUrl: 'javascript:alert(1)' } } }));
    expect(hidden.filter((e) => e.type === 'img')).toEqual([]);

    const edit = flatten(components.ImageUpload!({ where: 'edit', property, record: { params: {}, errors: {} }, onChange: () => {} }));
    expect(edit.filter((e) => e.type === 'input' && e.props.type === 'file').map((e) => e.props.accept)).toEqual(['image/*']);
  });

  it('the panel pages name the component for image fields (blog featured image, SEO Open Graph image)', async () => {
    const su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
    const state = pageState((await su.get('/admin').expect(200)).text);
    const editProperty = (resource: string, prop: string) =>
      state.resources.find((r: any) => r.id === resource).editProperties.find((p: any) => p.propertyPath === prop);
    for (const [resource, prop] of [
      ['BlogPosts', 'featuredImageUrl'],
      ['Seo', 'ogImageUrl'],
    ] as const) {
      expect(editProperty(resource, prop)).toMatchObject({
        components: { edit: 'ImageUpload', show: 'ImageUpload' },
        custom: { imageUpload: { uploadType: 'landing', store: 'url' } },
      });
    }
  });
});
