import { Transform } from 'class-transformer';

/** Query strings carry text: "true"/"false"/"1"/"0" become booleans, anything else stays (and fails IsBoolean). */
export function ToBoolean() {
  return Transform(({ value }) => {
    if (value === 'true' || value === '1' || value === true) return true;
    if (value === 'false' || value === '0' || value === false) return false;
    return value;
  });
}

/** Whole-number strings become numbers; anything else stays (and fails IsInt). */
export function ToInt() {
  return Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value));
}
