import path from 'node:path';
import { DEFAULT_DATA_DIR } from '../../db/paths';
import { folderPhotoStorage, type PhotoStorage } from './photo-storage';
import { s3PhotoStorage } from './s3-photo-storage';

/**
 * S3_BUCKET set: the bucket (S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
 * S3_FORCE_PATH_STYLE; checked at start by contracts/settings). Else the folder PHOTOS_DIR, by default
 * `photos` beside PGlite's DATA_DIR (.data/photos).
 */
export function photoStorageFromEnv(env: NodeJS.ProcessEnv = process.env): PhotoStorage {
  if (env.S3_BUCKET) {
    return s3PhotoStorage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    });
  }
  const dataDir = env.DATA_DIR || DEFAULT_DATA_DIR;
  return folderPhotoStorage(env.PHOTOS_DIR || path.join(path.dirname(dataDir), 'photos'));
}
