import type { routingControllersToSpec } from 'routing-controllers-openapi';

/** The openapi3-ts shapes, taken through routing-controllers-openapi (which owns that dependency). */
export type OpenApiDocument = ReturnType<typeof routingControllersToSpec>;
export type OperationObject = NonNullable<OpenApiDocument['paths'][string]['get']>;
export type ResponseObject = OperationObject['responses'][string];
export type ParameterObject = Extract<NonNullable<OperationObject['parameters']>[number], { in: string }>;
export type SchemaObject = Extract<NonNullable<NonNullable<OpenApiDocument['components']>['schemas']>[string], { type?: unknown }>;
