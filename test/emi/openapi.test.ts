import { apiDocument } from '../../core/http/openapi.js';
import emi from '../../plugins/emi/index.js';
import { documentationProblems } from '../core/openapi/documentation-rules.js';
import { operations } from '../core/openapi/spec-walk.js';

/* The EMI routes alone, documented as the whole API is (test/core/openapi/documented.test.ts checks them among all). */
const doc: any = apiDocument(emi.controllers ?? [], 'http://localhost:3000');

describe('the EMI routes in the API document', () => {
  it('documents all 25 routes with an operation id, a summary, a tag and a typed answer', () => {
    expect(operations(doc)).toHaveLength(25);
    expect(documentationProblems(doc)).toEqual([]);
  });

  it('types the quotes: integer money, isEstimate, banks with their quotes', () => {
    const data = doc.paths['/api/mobile/emi/products/{productId}/options'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(data).toEqual({ $ref: '#/components/schemas/EmiOptionsResponse' });
    const quote = doc.components.schemas.EmiQuoteResponse;
    expect(quote.required).toEqual(expect.arrayContaining(['tenureMonths', 'monthlyEmi', 'totalInterest', 'totalRepayment', 'isEstimate']));
    expect(quote.properties.monthlyEmi.type).toBe('integer');
    expect(doc.components.schemas.EmiBankQuoteResponse.properties.quotes).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/EmiQuoteResponse' },
      description: expect.any(String),
    });
  });
});
