import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver: an S3-compatible server in Node (no MinIO on this machine), started here on a free loopback port.
import S3rver from 's3rver';
import { folderPhotoStorage, readStoredFile, type PhotoStorage } from '../photo-storage';
import { s3PhotoStorage } from '../s3-photo-storage';

const HASH = 'ab'.repeat(32);
const work = mkdtempSync(path.join(tmpdir(), 'vesna-photo-storage-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let s3rver: S3rver;
let s3Endpoint: string;
beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: 'vesna-photos' }],
  });
  const address = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(() => s3rver.close());

const storages: [string, () => PhotoStorage][] = [
  ['the data folder', () => folderPhotoStorage(path.join(work, 'folder'))],
  [
    'S3-compatible storage (s3rver)',
    () =>
      s3PhotoStorage({
        bucket: 'vesna-photos',
        endpoint: s3Endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  ],
];

describe.each(storages)('photo storage in %s', (_name, open) => {
  it('puts, reads back, tells what exists and deletes', async () => {
    const storage = open();
    const key = `${HASH}-320.webp`;
    const bytes = Buffer.from('RIFF....WEBPVP8 a photo');
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, bytes, 'image/webp');
    expect(await storage.exists(key)).toBe(true);
    const file = (await storage.get(key))!;
    expect(file).toMatchObject({ size: bytes.length, contentType: 'image/webp' });
    expect(await readStoredFile(file)).toEqual(bytes);
    await storage.put(`originals/${HASH}.jpg`, Buffer.from('jpeg'), 'image/jpeg');
    expect(await storage.exists(`originals/${HASH}.jpg`)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses a key that is not a photo name (no path can reach outside)', async () => {
    const storage = open();
    await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/not a photo key/);
    await expect(storage.get(`originals/../../${HASH}.jpg`)).rejects.toThrow(/not a photo key/);
  });

  it('a second client of the same storage reads what the first wrote (two API processes)', async () => {
    const key = `${HASH}-640.avif`;
    await open().put(key, Buffer.from('avif bytes'), 'image/avif');
    expect(await readStoredFile((await open().get(key))!)).toEqual(Buffer.from('avif bytes'));
  });
});
