import { Entity, PrimaryGeneratedColumn, BaseEntity } from 'typeorm';
import { validate } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { IsMoney, MoneyColumn, toMinorUnits } from '../../core/db/money.js';
import { createDataSource } from '../../core/db/data-source.js';
import { createTestDatabase, dropTestDatabase } from '../support/database.js';

@Entity('money_probe')
class MoneyProbe extends BaseEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @MoneyColumn()
  amount: number;

  @MoneyColumn({ nullable: true })
  refund: number | null;
}

class PriceDto {
  @IsMoney()
  price: number;
}

describe('money', () => {
  it('stores minor units in bigint and reads back exact integers, up to 2^53 - 1', async () => {
    const db = await createTestDatabase();
    const ds = createDataSource(db.url, [MoneyProbe], 2);
    await ds.initialize();
    try {
      await ds.query(`CREATE TABLE money_probe (id serial PRIMARY KEY, amount bigint NOT NULL, refund bigint)`);
      const big = Number.MAX_SAFE_INTEGER;
      await ds.getRepository(MoneyProbe).save([
        { amount: 129_900, refund: null },
        { amount: big, refund: 1 },
      ]);
      const rows = await ds.getRepository(MoneyProbe).find({ order: { id: 'ASC' } });
      expect(rows.map((r) => [r.amount, r.refund])).toEqual([
        [129_900, null],
        [big, 1],
      ]);
      expect(typeof rows[1].amount).toBe('number');
      const [{ t }] = await ds.query(`SELECT pg_typeof(amount)::text AS t FROM money_probe LIMIT 1`);
      expect(t).toBe('bigint');
      // a value beyond exact JS integers is refused, never rounded
      await ds.query(`INSERT INTO money_probe (amount) VALUES (9007199254740993)`);
      await expect(ds.getRepository(MoneyProbe).find()).rejects.toThrow(RangeError);
    } finally {
      await ds.destroy();
      await dropTestDatabase(db.name);
    }
  });

  it('refuses fractions, floats and unsafe amounts', () => {
    expect(toMinorUnits('12345')).toBe(12345);
    expect(() => toMinorUnits(12.5)).toThrow(RangeError);
    expect(() => toMinorUnits('12.50')).toThrow(RangeError);
    expect(() => toMinorUnits(2 ** 60)).toThrow(RangeError);
  });

  it('validates DTO amounts as whole, non-negative minor units', async () => {
    const errors = async (price: unknown) => (await validate(plainToInstance(PriceDto, { price }))).length;
    expect(await errors(129_900)).toBe(0);
    expect(await errors(0)).toBe(0);
    expect(await errors(12.5)).toBe(1);
    expect(await errors(-1)).toBe(1);
    expect(await errors('100')).toBe(1);
    expect(await errors(2 ** 60)).toBe(1);
  });
});
