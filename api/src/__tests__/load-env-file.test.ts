import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnvFile } from '../load-env-file';

describe('loadEnvFile', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vesna-env-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => {
    delete process.env.VESNA_TEST_FROM_FILE;
    delete process.env.VESNA_TEST_ALREADY_SET;
  });

  it("reads the file's variables and leaves those already set in the environment", () => {
    const file = path.join(dir, '.env');
    writeFileSync(file, 'VESNA_TEST_FROM_FILE=from-file\nVESNA_TEST_ALREADY_SET=from-file\n');
    process.env.VESNA_TEST_ALREADY_SET = 'from-environment';
    expect(loadEnvFile(file)).toBe(true);
    expect(process.env.VESNA_TEST_FROM_FILE).toBe('from-file');
    expect(process.env.VESNA_TEST_ALREADY_SET).toBe('from-environment');
  });

  it('does nothing without a file', () => {
    expect(loadEnvFile(path.join(dir, 'missing.env'))).toBe(false);
    expect(process.env.VESNA_TEST_FROM_FILE).toBeUndefined();
  });
});
