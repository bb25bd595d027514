import { averageOf, summaryOf } from '../../plugins/reviews/rating-aggregate.js';
import { reviewerName } from '../../plugins/reviews/mappers.js';

describe('the derived rating numbers', () => {
  it.each([
    [0, 0, 0],
    [7, 2, 3.5],
    [13, 3, 4.33],
    [14, 3, 4.67],
    [33, 8, 4.13], // 4.125: half up, not to even
    [801, 200, 4.01], // 4.005
    [5, 1, 5],
    [2, 3, 0.67],
  ])('sum %i over %i reviews averages %d', (sum, count, average) => {
    expect(averageOf(sum, count)).toBe(average);
  });

  it('derives count, sum and distribution from the five counters', () => {
    expect(summaryOf([1, 0, 2, 1, 4])).toEqual({
      averageRating: 3.88,
      reviewCount: 8,
      ratingSum: 31,
      distribution: { '1': 1, '2': 0, '3': 2, '4': 1, '5': 4 },
    });
    expect(summaryOf([0, 0, 0, 0, 0])).toEqual({ averageRating: 0, reviewCount: 0, ratingSum: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });
  });

  it('exact for counts far past floating point comfort', () => {
    expect(averageOf(5 * 1_000_000_007 - 1, 1_000_000_007)).toBe(5);
    expect(averageOf(4_500_000_000 + 4_999_999, 1_000_000_000)).toBe(4.5);
  });
});

describe('the reviewer name', () => {
  it.each([
    ['Sita Tamang', 'Sita T.'],
    ['  sita   maya tamang ', 'sita T.'],
    ['Ram', 'Ram'],
    ['', 'Customer'],
    [null, 'Customer'],
  ])('%p reads %p', (name, shown) => {
    expect(reviewerName(name)).toBe(shown);
  });
});
