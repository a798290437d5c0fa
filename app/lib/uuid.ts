// One check for the ids our tables give out (gen_random_uuid): ids from a form or an address
// are checked before they reach a query, so a malformed one is a 404, never a database error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID (any case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
