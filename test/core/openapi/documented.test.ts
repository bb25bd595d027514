import { Get, JsonController } from 'routing-controllers';
import { ok } from '../../../core/http/envelope.js';
import { buildOpenApiDocument } from '../../../core/http/openapi/build-document.js';
import { ApiTag, Operation } from '../../../core/http/openapi/operation.js';
import { field } from '../../../core/http/openapi/response-fields.js';
import { availableApiDocument } from '../../../scripts/openapi-document.js';
import { documentationProblems } from './documentation-rules.js';
import { OpenApiProbeController, UndocumentedProbeController } from './probe-plugins.js';
import { operations } from './spec-walk.js';

/*
 * The document of every available plugin (built as the API builds it, without a database) can drive a typed
 * client. A route added without @Operation, a response class, a summary or a tag fails here, with its name.
 */
const doc: any = availableApiDocument();
const info = { title: 'Bazaar', version: '0.0.0', serverUrl: 'http://localhost:3000' };
const schemas = doc.components.schemas;

describe('the document of every available plugin', () => {
  it('documents every route: camelCase unique operationId, a real summary, a described tag, a typed answer', () => {
    expect(operations(doc).length).toBeGreaterThan(100);
    expect(documentationProblems(doc)).toEqual([]);
  });

  it('spells tags as people write them and describes each', () => {
    const names = doc.tags.map((t: any) => t.name);
    expect(names).toEqual(expect.arrayContaining(['OAuth providers', 'Blog posts (admin)', 'Brand series', 'Content pages', 'SEO']));
    expect(names.join('|')).not.toMatch(/O Auth|Controller|Seo Admin/);
    for (const tag of doc.tags) expect([tag.name, tag.description?.length > 10]).toEqual([tag.name, true]);
  });

  it('types the data of objects, lists and offset pages', () => {
    const json = (verb: string, path: string, status = '200') => doc.paths[path][verb].responses[status].content['application/json'].schema;
    expect(json('get', '/api/mobile/catalog/brands/{slug}').properties.data).toEqual({ $ref: '#/components/schemas/StorefrontBrandDetailResponse' });
    expect(json('get', '/api/blogs').properties).toMatchObject({
      data: { type: 'array', items: { $ref: '#/components/schemas/BlogPostListItemResponse' } },
      count: { type: 'integer' },
      currentPage: { type: 'integer' },
      totalPage: { type: 'integer' },
    });
    expect(json('get', '/api/mobile/catalog/categories').properties.data).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/StorefrontCategoryResponse' },
    });
    expect(json('delete', '/api/admin/blog/posts/{id}').properties.data).toEqual({ type: 'null' });
    expect(schemas.AdminResponse).toMatchObject({
      required: expect.arrayContaining(['id', 'email', 'role', 'deletedAt']),
      properties: { id: { type: 'string', format: 'uuid' }, role: { oneOf: [{ $ref: '#/components/schemas/RoleRefResponse' }, { type: 'null' }] } },
    });
    expect(schemas.CategoryTreeNodeResponse.properties.children).toEqual({ type: 'array', items: { $ref: '#/components/schemas/CategoryTreeNodeResponse' } });
  });

  it('describes the answers that are not the envelope: redirects and downloads', () => {
    const start = doc.paths['/api/mobile/auth/idp-verified'].get.responses;
    expect(start['302'].headers.Location.schema).toEqual({ type: 'string', format: 'uri' });
    expect(start['200']).toBeUndefined();
    expect(Object.keys(doc.paths['/api/admin/catalog/jobs/import-template'].get.responses['200'].content)).toEqual(['text/csv']);
  });

  it('lists page keys, section keys and every section payload schema as components', () => {
    expect(schemas.PageKey.enum).toEqual(expect.arrayContaining(['home', 'about', 'global_footer', 'return_policy']));
    expect(schemas.SectionKey.enum).toHaveLength(22);
    for (const key of schemas.SectionKey.enum as string[]) {
      const name = key.replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase());
      expect([key, schemas[`${name}SectionPayload`]?.type]).toEqual([key, 'object']);
      expect(schemas[`${name}Section`].properties).toMatchObject({
        sectionKey: { const: key },
        payload: { $ref: `#/components/schemas/${name}SectionPayload` },
      });
    }
    expect(schemas.ContentSection.discriminator.propertyName).toBe('sectionKey');
    expect(schemas.ContentPageResponse.properties.sections.items).toEqual({ $ref: '#/components/schemas/ContentSection' });
    // the validator's own keywords are OpenAPI terms now; the rich text is a component
    expect(JSON.stringify(schemas)).not.toMatch(/"(notBlank|serializedMaxLength|uniqueBy|\$defs|\$id)"/);
    expect(schemas.OurMissionSectionPayload.properties.body.allOf).toEqual([{ $ref: '#/components/schemas/RichTextDocument' }]);
    const put = doc.paths['/api/admin/content/pages/{pageKey}/sections/{sectionKey}'].put;
    expect(put.parameters.map((p: any) => p.schema)).toEqual([{ $ref: '#/components/schemas/PageKey' }, { $ref: '#/components/schemas/SectionKey' }]);
    expect(put.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/PutSectionBody' });
    expect(schemas.PutSectionBody.properties.payload.anyOf).toHaveLength(22);
  });

  it('marks @IsOptional request fields nullable (null clears them) and URL fields as uri-reference', () => {
    expect(schemas.UpdateBlogPostDto.properties.featuredImageUrl).toMatchObject({ type: ['string', 'null'], format: 'uri-reference' });
    expect(schemas.UpdateBlogPostDto.properties.title.type).toBe('string');
    expect(schemas.Object).toBeUndefined();
  });

  it('has no component left unreferenced or without a shape', () => {
    const referenced = new Set(
      JSON.stringify(doc)
        .match(/#\/components\/schemas\/[A-Za-z0-9_]+/g)!
        .map((r) => r.split('/').pop()),
    );
    for (const [name, schema] of Object.entries<any>(schemas)) {
      expect([name, referenced.has(name)]).toEqual([name, true]);
      const shaped = schema.type || schema.$ref || schema.oneOf || schema.anyOf || schema.allOf;
      expect([name, Boolean(shaped)]).toEqual([name, true]);
      if (schema.type === 'object') expect([name, Boolean(schema.properties || schema.additionalProperties)]).toEqual([name, true]);
    }
  });
});

describe('the documentation check', () => {
  it('refuses a route without @Operation, naming it', () => {
    const bad = buildOpenApiDocument([UndocumentedProbeController], info);
    const problems = documentationProblems(bad);
    expect(problems).toEqual(
      expect.arrayContaining([
        'GET /api/openapi-undocumented/things: operationId UndocumentedProbeController.list is not camelCase (declare @Operation)',
        'GET /api/openapi-undocumented/things: summary "List" does not say what the route does',
        expect.stringMatching(/^GET \/api\/openapi-undocumented\/things: an untyped envelope: declare @Operation/),
        expect.stringMatching(/^GET \/api\/openapi-undocumented\/things: tag .* is not described/),
      ]),
    );
  });

  it('passes the probe controller, which declares everything', () => {
    expect(documentationProblems(buildOpenApiDocument([OpenApiProbeController], info))).toEqual([]);
  });

  it('refuses two response classes of one name: one would hide the other', () => {
    const twin = (label: string) => {
      class TwinResponse {
        @field.string({ description: label }) value: string;
      }
      @JsonController(`/api/twin-${label}`)
      @ApiTag('Twins', 'Two classes of one name')
      class TwinController {
        @Get('/')
        @Operation({ id: `getTwin${label}`, summary: 'Get a twin', returns: TwinResponse })
        get() {
          return ok({ value: label });
        }
      }
      return TwinController;
    };
    expect(() => buildOpenApiDocument([twin('A'), twin('B')], info)).toThrow('two response schemas are named TwinResponse');
  });
});
