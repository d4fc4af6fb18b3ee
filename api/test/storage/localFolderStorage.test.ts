import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FileStorage } from '../../src/storage/fileStorage';
import { createLocalFolderStorage } from '../../src/storage/localFolderStorage';

let root: string;
let storage: FileStorage;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'nail-storage-test-'));
  storage = createLocalFolderStorage(root, '/uploads/');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('local folder storage', () => {
  it('puts a file under its key, says it exists, gives its URL, and deletes it', async () => {
    await storage.put('images/abc.webp', Buffer.from('RIFF-webp'), 'image/webp');

    expect(readFileSync(path.join(root, 'images', 'abc.webp'), 'utf8')).toBe('RIFF-webp');
    await expect(storage.exists('images/abc.webp')).resolves.toBe(true);
    expect(storage.url('images/abc.webp')).toBe('/uploads/images/abc.webp');

    await storage.delete('images/abc.webp');
    await expect(storage.exists('images/abc.webp')).resolves.toBe(false);
  });

  it('leaves no partial file behind after a put', async () => {
    await storage.put('images/a.webp', Buffer.alloc(1024), 'image/webp');

    expect(readdirSync(path.join(root, 'images'))).toEqual(['a.webp']);
  });

  it('treats deleting a missing file as done', async () => {
    await expect(storage.delete('images/missing.webp')).resolves.toBeUndefined();
  });

  it('reads a file back, and answers null for a missing one', async () => {
    await storage.put('images/abc.webp', Buffer.from('RIFF-webp'), 'image/webp');

    expect((await storage.read('images/abc.webp'))?.toString()).toBe('RIFF-webp');
    await expect(storage.read('images/missing.webp')).resolves.toBeNull();
  });

  it('lists the files under a folder key at any depth with their last write, like a bucket listing', async () => {
    const written = new Date('2026-01-02T03:04:05Z');
    for (const key of ['images/a.webp', 'images/deeper/b.webp', 'other/c.webp']) await storage.put(key, Buffer.from('x'), 'image/webp');
    utimesSync(path.join(root, 'images', 'a.webp'), written, written);

    const listed = [];
    for await (const file of storage.list('images/')) listed.push(file);

    expect(listed.map((file) => file.key).sort()).toEqual(['images/a.webp', 'images/deeper/b.webp']);
    expect(listed.find((file) => file.key === 'images/a.webp')?.modifiedAtMs).toBe(written.getTime());
    const nothing = [];
    for await (const file of storage.list('missing/')) nothing.push(file);
    expect(nothing).toEqual([]);
  });

  it.each(['../escape.webp', 'images/../../escape.webp', '/etc/passwd', 'Images/UPPER.webp', 'images//double.webp', 'a b.webp', ''])(
    'refuses the unsafe key %p',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Refusing unsafe storage key');
      expect(() => storage.url(key)).toThrow('Refusing unsafe storage key');
    },
  );
});
