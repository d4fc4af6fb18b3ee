/** Tables that exist on PostgreSQL only (migration 010): state several API instances share. */

/** Generated secrets every instance must agree on, by name (today only `jwt`). */
export interface SigningKeysTable {
  name: string;
  secret: string;
  createdAt: string;
}

/** The request limit's counters, owned by rate-limiter-flexible (`expire`: epoch milliseconds). */
export interface RequestCountsTable {
  key: string;
  points: number;
  expire: string | number | null;
}

export interface SharedStateTables {
  signingKeys: SigningKeysTable;
  requestCounts: RequestCountsTable;
}
