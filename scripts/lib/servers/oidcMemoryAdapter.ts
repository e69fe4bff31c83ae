import type { Adapter, AdapterPayload } from "oidc-provider";

interface Stored {
  payload: AdapterPayload;
  /** Date.now() after which it is gone; Infinity for what does not expire. */
  expiresAt: number;
}

/**
 * oidc-provider's storage for one test provider, in memory: its own in-memory adapter would do, but
 * using it prints a warning meant for production, and tests stay quiet. Gone when the provider is.
 */
export function memoryAdapter(): (model: string) => Adapter {
  const stored = new Map<string, Stored>();
  const live = (key: string | undefined) => {
    if (key === undefined) return undefined;
    const entry = stored.get(key);
    if (entry && entry.expiresAt <= Date.now()) stored.delete(key);
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
  };
  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    const findWhere = (property: "uid" | "userCode", value: string) =>
      [...stored.entries()].find(([k, { payload }]) => k.startsWith(`${model}:`) && payload[property] === value)?.[0];
    return {
      async upsert(id, payload, expiresIn) {
        stored.set(key(id), { payload, expiresAt: expiresIn === undefined ? Infinity : Date.now() + expiresIn * 1000 });
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        return live(findWhere("uid", uid));
      },
      async findByUserCode(userCode) {
        return live(findWhere("userCode", userCode));
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        stored.delete(key(id));
      },
      // A code used twice revokes everything issued with it (RFC 6749 §4.1.2), which comes here.
      async revokeByGrantId(grantId) {
        for (const [k, { payload }] of stored) if (payload.grantId === grantId) stored.delete(k);
      },
    };
  };
}
