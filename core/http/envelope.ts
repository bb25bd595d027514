/** The success envelope of every route. */
export interface Envelope<T> {
  message: string;
  data: T | null;
  errorCode: string | null;
}

export interface OffsetPage<T> extends Envelope<T[]> {
  count: number;
  currentPage: number;
  totalPage: number;
}

export interface CursorPage<T> extends Envelope<T[]> {
  nextCursor: string | null;
}

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { message, data, errorCode: null };
}

export function offsetPage<T>(rows: T[], count: number, page: number, size: number, paginated: boolean, message = 'OK'): OffsetPage<T> {
  return {
    message,
    data: rows,
    errorCode: null,
    count,
    currentPage: paginated ? page : 1,
    totalPage: paginated ? Math.ceil(count / size) : count > 0 ? 1 : 0,
  };
}

export function cursorPage<T>(rows: T[], nextCursor: string | null, message = 'OK'): CursorPage<T> {
  return { message, data: rows, errorCode: null, nextCursor };
}
