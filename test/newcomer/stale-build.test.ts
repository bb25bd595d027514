import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain JS module of the build scripts (no declarations)
import { markBuilt, staleReason } from '../../scripts/build-freshness.mjs';
import { ROOT } from './run-script.js';

/** A project with the build scripts, one source file and the repository's node_modules (for tsc). */
function fixture(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bazaar-build-'));
  mkdirSync(path.join(root, 'scripts'));
  mkdirSync(path.join(root, 'core'));
  for (const f of ['build-if-stale.mjs', 'build-freshness.mjs']) copyFileSync(path.join(ROOT, 'scripts', f), path.join(root, 'scripts', f));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  writeFileSync(
    path.join(root, 'tsconfig.build.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        types: [],
        outDir: 'dist',
        rootDir: '.',
        incremental: true,
        tsBuildInfoFile: 'dist/.tsbuildinfo',
      },
      include: ['main.ts', 'core'],
    }),
  );
  writeFileSync(path.join(root, 'package.json'), '{"type":"module"}');
  writeFileSync(path.join(root, 'main.ts'), `export const version: string = 'v1';\n`);
  writeFileSync(path.join(root, 'core', 'a.ts'), `export const a = 1;\n`);
  return root;
}

const prestart = (root: string) => spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-stale.mjs')], { cwd: root, encoding: 'utf8' });
const built = (root: string) => readFileSync(path.join(root, 'dist', 'main.js'), 'utf8');
/** Sets a file's modification time `ms` after the last build started. */
const touchAfterBuild = (root: string, file: string, ms = 2000) => {
  const at = (Number(readFileSync(path.join(root, 'dist', '.build-stamp'), 'utf8')) + ms) / 1000;
  utimesSync(path.join(root, file), at, at);
};

describe('npm start runs what the sources say (prestart: scripts/build-if-stale.mjs)', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

  it('builds when there is no build, skips a fresh one, and rebuilds after a source changed', () => {
    const root = fixture();
    roots.push(root);
    const first = prestart(root);
    expect(first).toMatchObject({ status: 0, stderr: expect.stringContaining('build: no build yet; compiling') });
    expect(built(root)).toContain(`'v1'`);

    const second = prestart(root);
    expect(second).toMatchObject({ status: 0, stderr: '' });

    writeFileSync(path.join(root, 'main.ts'), `export const version: string = 'v2';\n`);
    touchAfterBuild(root, 'main.ts');
    const third = prestart(root);
    expect(third).toMatchObject({ status: 0, stderr: expect.stringContaining('main.ts changed since the last build') });
    expect(built(root)).toContain(`'v2'`);
  }, 60_000);

  it('a build that fails starts nothing and leaves the build stale', () => {
    const root = fixture();
    roots.push(root);
    expect(prestart(root).status).toBe(0);
    writeFileSync(path.join(root, 'main.ts'), `export const version: number = 'not a number';\n`);
    touchAfterBuild(root, 'main.ts');
    const failed = prestart(root);
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain('the TypeScript build failed');
    expect(staleReason(root)).toContain('main.ts changed');
  }, 60_000);

  it('sees a changed, an added and a removed file (a folder changes when a file in it comes or goes)', () => {
    const root = fixture();
    roots.push(root);
    mkdirSync(path.join(root, 'dist'));
    writeFileSync(path.join(root, 'dist', 'main.js'), '');
    expect(staleReason(root)).toBe('no build yet');

    const mark = () => markBuilt(root, Date.now() + 5000);
    mark();
    expect(staleReason(root)).toBeNull();

    touchAfterBuild(root, 'core/a.ts');
    expect(staleReason(root)).toBe('core/a.ts changed since the last build');

    mark();
    unlinkSync(path.join(root, 'core', 'a.ts'));
    touchAfterBuild(root, 'core');
    expect(staleReason(root)).toBe('core changed since the last build');

    mark();
    writeFileSync(path.join(root, 'core', 'b.ts'), 'export const b = 2;\n');
    touchAfterBuild(root, 'core/b.ts');
    expect(staleReason(root)).toBe('core/b.ts changed since the last build');
  });
});
