import fc from 'fast-check';
import { instanceToPlain } from 'class-transformer';
import { isPlainJson } from '../../core/http/plain-result.js';

describe('plain results sent as they are (core/http/plain-result.ts)', () => {
  it('takes plain objects, arrays and JSON primitives only', () => {
    expect(isPlainJson({ message: 'OK', data: [{ a: 1, b: null, c: 'x', d: [true] }], errorCode: null })).toBe(true);
    expect(isPlainJson(Object.assign(Object.create(null), { a: 1 }))).toBe(true);
    for (const v of [{ at: new Date() }, [new Map()], { n: 1n }, { f: () => 1 }, new (class Row {})(), { s: Symbol('x') }]) expect(isPlainJson(v)).toBe(false);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(isPlainJson(cycle)).toBe(false);
    expect(isPlainJson(JSON.parse('{"a":{"__proto__":1}}'))).toBe(false);
  });

  it('what it takes serialises as class-transformer would have made it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const envelope = { message: 'OK', data: value, errorCode: null };
        if (isPlainJson(envelope)) expect(JSON.stringify(envelope)).toBe(JSON.stringify(instanceToPlain(envelope)));
      }),
      { numRuns: 2000 },
    );
  });
});
