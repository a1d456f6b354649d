import { rmSync } from 'node:fs';
import { TEMPLATE_ENV } from './template-database';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV];
  if (file) rmSync(file, { force: true });
}
