/**
 * A value made once per owner object on first use and kept as long as the owner lives (a lazily
 * filled `WeakMap`): the request log and the change counter of a store, the redirect-kind registry of
 * an emulator's services. `create` receives the owner, for values that subscribe to it.
 */
export function attachedTo<Owner extends object, Value>(create: (owner: Owner) => Value): (owner: Owner) => Value {
  const values = new WeakMap<Owner, Value>();
  return (owner) => {
    let value = values.get(owner);
    if (value === undefined) {
      value = create(owner);
      values.set(owner, value);
    }
    return value;
  };
}
