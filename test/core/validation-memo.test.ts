import { plainToInstance } from 'class-transformer';
import { IsInt, IsString, MaxLength, Min, validate } from 'class-validator';
import { memoizeValidationMetadata } from '../../core/http/validation-memo.js';

const OPTIONS = { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true };
const fields = async (cls: new () => object, plain: object) => (await validate(plainToInstance(cls, plain), OPTIONS)).map((e) => e.property).sort();

class Base {
  @IsString()
  @MaxLength(5)
  name: string;
}

class Child extends Base {
  @IsInt()
  @Min(1)
  count: number;
}

describe('memoizeValidationMetadata', () => {
  beforeAll(() => memoizeValidationMetadata());

  it('validates exactly as before, own and inherited rules, many times over', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await fields(Child, { name: 'abc', count: 2 })).toEqual([]);
      expect(await fields(Child, { name: 'far too long', count: 0, extra: 1 })).toEqual(['count', 'extra', 'name']);
      expect(await fields(Base, { name: 'abc', count: 2 })).toEqual(['count']);
    }
  });

  it('sees rules of a class defined after the first validation, and new rules on a class already validated', async () => {
    expect(await fields(Base, { name: 'abc', late: 1 })).toEqual(['late']);
    class Later extends Base {
      @IsString()
      late: string;
    }
    expect(await fields(Later, { name: 'abc', late: 1 })).toEqual(['late']);
    expect(await fields(Later, { name: 'abc', late: 'x' })).toEqual([]);
    // a rule added to Base now reaches Base and its subclasses, whose lookups were kept before
    IsInt()(Base.prototype, 'rank');
    expect(await fields(Base, { name: 'abc', rank: 'high' })).toEqual(['rank']);
    expect(await fields(Child, { name: 'abc', count: 1, rank: 2 })).toEqual([]);
  });
});
