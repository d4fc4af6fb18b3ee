import { HISTORY_OPERATIONS } from '../../src/features/auth/history/historyOperations';
import { send } from '../fuzz/fuzzHttp';
import { readOperations, type Operation } from '../fuzz/openApiOperations';
import { seedResources, type SeededResources } from '../fuzz/seededResources';
import { VALID_REQUESTS } from '../fuzz/validRequests';
import { startTestApp, type TestApp } from '../support/testApp';
import { call, personWithRole } from './teamTestKit';

/** Writes that are about the caller's own session, or record themselves (team, account). */
const SELF_RECORDED = /^(postUsers|putAccount|postAccount|postTeam|putTeam)/;
/** Questions sent as a POST because their body is large: they change nothing, so there is nothing to record. */
const READS_BY_POST = new Set(['postBookingsSeriesPreview']);

interface Row {
  userName: string;
  section: string;
  resource: string;
  recordId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe('history: every write leaves a row in its own transaction', () => {
  let t: TestApp;
  let seeds: SeededResources;
  let writes: Array<Operation & { operationId: string }>;
  beforeAll(async () => {
    t = await startTestApp({ requestsPerMinute: 1_000_000 });
    seeds = await seedResources(t);
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: t.authHeader })).json<{ paths: Record<string, Record<string, { operationId: string }>> }>();
    writes = (await readOperations(t.app, t.authHeader))
      .filter((operation) => operation.method !== 'GET' && !operation.isPublic)
      .map((operation) => ({ ...operation, operationId: document.paths[operation.path]?.[operation.method.toLowerCase()]?.operationId ?? '' }))
      .filter((operation) => !READS_BY_POST.has(operation.operationId));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const historyRows = async (): Promise<Row[]> =>
    (await t.app.db.selectFrom('history').selectAll().orderBy('id').execute()).map((row) => ({
      ...row,
      before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
      after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
    }));

  it('knows what every writing operation changes', () => {
    expect(writes.filter((operation) => !SELF_RECORDED.test(operation.operationId) && !(operation.operationId in HISTORY_OPERATIONS)).map((operation) => operation.operationId)).toEqual([]);
  });

  it('records who, what, the record and its fields for every kind of write, and no secrets', async () => {
    const found: unknown[] = [];
    const wanted: unknown[] = [];
    for (const operation of writes.filter((candidate) => candidate.operationId in HISTORY_OPERATIONS)) {
      const build = VALID_REQUESTS[`${operation.method} ${operation.path}`];
      if (!build) throw new Error(`No valid request for ${operation.operationId}`);
      const valid = await build(seeds, t);
      const before = (await historyRows()).length;
      const { response } = await send(t, operation, { ...valid, withToken: true });
      expect([operation.operationId, response.statusCode]).toEqual([operation.operationId, valid.status]);
      const rows = (await historyRows()).slice(before);
      const target = HISTORY_OPERATIONS[operation.operationId];
      // The row names the record the answer is about (an update answering a wrapped record included).
      const answered = (response.json() as { data?: { id?: unknown } }).data?.id;
      const recordId = typeof answered === 'number' ? String(answered) : rows[0]?.recordId;
      found.push([operation.operationId, rows.map((row) => [row.section, row.resource, row.action, row.userName, row.recordId])]);
      wanted.push([operation.operationId, [[target?.section, target?.resource, target?.action, 'admin', recordId]]]);
    }
    expect(found).toEqual(wanted);
  }, 240_000);

  it('records team changes without secrets, with the person\'s name', async () => {
    const person = await personWithRole(t, 'reception');
    await call(t, 'PUT', `/team/${person.id}/role`, t.token, { role: 'manager' });
    const rows = (await historyRows()).filter((row) => row.resource === 'teamMember' && row.recordId === String(person.id));
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    expect(JSON.stringify(rows)).not.toMatch(/passwordHash|otpSecret|\$argon2/);
    const tab = await call(t, 'GET', `/history/teamMember/${person.id}`, t.token);
    expect(tab.json().data[0]).toMatchObject({ summary: 'Role: manager', before: { role: 'reception' }, after: { role: 'manager' } });
    const activity = await call(t, 'GET', `/history?section=team&person=${person.id}`, t.token);
    expect(activity.json().data.map((entry: { summary: string }) => entry.summary)).toEqual(['Own password changed']);
  });

  it('leaves no row after a refused or failed write', async () => {
    const service = await seeds.service();
    const before = (await historyRows()).length;
    const stale = await call(t, 'PUT', '/services', t.token, { id: service.id, version: service.version + 5, name: 'Stale' });
    expect(stale.statusCode).toBe(409);
    const missing = await call(t, 'DELETE', '/services/999999', t.token);
    expect(missing.statusCode).toBe(404);
    expect((await historyRows()).length).toBe(before);
  });

  it('rolls the row back with the write when the transaction fails after recording', async () => {
    // A history insert that fails (a NOT NULL column left empty) must take the change with it.
    const service = await seeds.service();
    const trigger = t.app.dialect === 'postgres' ? null : 'sqlite';
    expect(trigger === null || trigger === 'sqlite').toBe(true);
    const before = (await historyRows()).length;
    const { recordHistory } = await import('../../src/features/auth/history/recordHistory');
    const { writeTransaction } = await import('../../src/db/writeTransaction');
    await expect(
      writeTransaction(t.app.db, async (trx) => {
        await trx.updateTable('services').set({ name: 'Never saved' }).where('id', '=', service.id).execute();
        await recordHistory(trx, { actor: null, section: 'catalogue', resource: 'service', recordId: service.id, action: 'update', summary: 'x', before: null, after: null });
        throw new Error('the write fails after recording');
      }),
    ).rejects.toThrow('the write fails after recording');
    expect((await historyRows()).length).toBe(before);
    const stored = await t.app.db.selectFrom('services').select('name').where('id', '=', service.id).executeTakeFirstOrThrow();
    expect(stored.name).not.toBe('Never saved');
  });

  it('feeds the dashboard\'s Recent changes, so clients and the contact details show there too', async () => {
    const contact = writes.find((operation) => operation.operationId === 'putContact');
    const client = writes.find((operation) => operation.operationId === 'postClients');
    for (const operation of [contact, client]) {
      if (!operation) throw new Error('putContact and postClients are in the document');
      const valid = await VALID_REQUESTS[`${operation.method} ${operation.path}`]?.(seeds, t);
      if (!valid) throw new Error(`No valid request for ${operation.operationId}`);
      expect((await send(t, operation, { ...valid, withToken: true })).response.statusCode).toBe(valid.status);
    }
    const summary = (await call(t, 'GET', '/dashboard/summary', t.token)).json<{ data: { recentChanges: Array<{ kind: string }> } }>().data;
    expect(summary.recentChanges.slice(0, 2).map((change) => change.kind)).toEqual(['client', 'contact']);
  });
});
