import SqliteDatabase from 'better-sqlite3';
import { withStatementCache } from '../../src/db/statementCache';

describe('withStatementCache (SQLite statements kept by SQL text)', () => {
  it('prepares a statement once and serves it again, results intact', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const database = withStatementCache(sqlite);
    sqlite.exec('CREATE TABLE t (n INTEGER)');
    const insert = database.prepare('INSERT INTO t (n) VALUES (?)');
    insert.run([1]);
    expect(database.prepare('INSERT INTO t (n) VALUES (?)')).toBe(insert);
    insert.run([2]);
    const select = database.prepare('SELECT n FROM t ORDER BY n');
    expect(select.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(database.prepare('SELECT n FROM t ORDER BY n').all([])).toEqual([{ n: 1 }, { n: 2 }]);
    database.close();
  });

  it('keeps at most 500 statements, dropping the least recently used', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const database = withStatementCache(sqlite);
    const first = database.prepare('SELECT 0');
    const second = database.prepare('SELECT 1');
    for (let n = 2; n < 500; n += 1) database.prepare(`SELECT ${n}`);
    expect(database.prepare('SELECT 0')).toBe(first); // used again: now the most recent
    database.prepare('SELECT 500'); // one too many: the least recent, SELECT 1, goes
    expect(database.prepare('SELECT 0')).toBe(first);
    expect(database.prepare('SELECT 1')).not.toBe(second);
    database.close();
  });
});
