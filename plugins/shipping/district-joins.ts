/**
 * What another plugin may read of the districts (addresses): the district a row's `districtId` column names, as
 * `district`, and its province, as `province` (their columns: public_id, name). An SQL fragment, so the reader's
 * statement stays one query.
 */
export function districtJoins(districtId: string, district = 'd', province = 'p'): string {
  return `JOIN districts ${district} ON ${district}.id = ${districtId} JOIN provinces ${province} ON ${province}.id = ${district}.province_id`;
}
