import fs from 'node:fs/promises';
import { IsInt, IsString, Min } from 'class-validator';
import { Optional } from '../http/validators.js';

/*
 * A file sent with a panel form: express-formidable leaves each part in a temp file, which the action
 * owns. These helpers read the part, remove its temp file, and keep its server path out of the answer.
 */

/** A file part as the panel's form parser (formidable) hands it over: nest it in an action's DTO. */
export class PanelFilePart {
  @IsString()
  path: string;

  @Optional()
  @IsString()
  name?: string;

  @Optional()
  @IsString()
  type?: string;

  @IsInt()
  @Min(0)
  size: number;
}

/** The fields of formidable's part an action's DTO knows (the part has more). */
export function formFilePart(v: unknown): Record<string, unknown> | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const f = v as Record<string, unknown>;
  return { path: f.path, name: f.name, type: f.type, size: typeof f.size === 'string' ? Number(f.size) : f.size };
}

/** Removes the part's temp file (once read, or refused). */
export async function removeFormFile(part: unknown): Promise<void> {
  const p = part && typeof part === 'object' ? (part as { path?: unknown }).path : undefined;
  if (typeof p === 'string') await fs.rm(p, { force: true }).catch(() => {});
}

/** An action `after` hook: removes the temp file of `field` and drops it from the echoed record. */
export function dropFormFileAfter(field: string) {
  return async (response: any, request: any) => {
    await removeFormFile(request?.payload?.[field]);
    const params = response?.record?.params;
    if (params) for (const k of Object.keys(params)) if (k === field || k.startsWith(`${field}.`)) delete params[k];
    return response;
  };
}
