/**
 * The value kept for `key` under `owner` (a database, a request's load context), made by
 * `make` the first time it is asked for. The owner is held weakly: its values go with it.
 */
export function keptPer<Owner extends object, Value>(
  kept: WeakMap<Owner, Map<string, Value>>,
  owner: Owner,
  key: string,
  make: () => Value,
): Value {
  let values = kept.get(owner);
  if (!values) {
    values = new Map();
    kept.set(owner, values);
  }
  let value = values.get(key);
  if (value === undefined) {
    value = make();
    values.set(key, value);
  }
  return value;
}
