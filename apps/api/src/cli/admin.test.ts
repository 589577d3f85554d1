import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiProgram, apiRoot } from '../test/api-program.js';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema.js';
import { fillDataDirWithMigratedDatabase } from '../test/test-database.js';

const run = promisify(execFile);

/** `npm run admin -- promote EMAIL`: how the first admin is made outside demo mode. */
describe('admin CLI', { timeout: 120_000 }, () => {
  const cli = (dataDir: string, ...args: string[]) =>
    run(process.execPath, [...apiProgram('cli/admin'), ...args], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );

  it('promotes an existing account, and says why when it cannot', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-cli-'));
    await fillDataDirWithMigratedDatabase(dataDir);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.db.insert(users).values({ id: 'u1', name: 'Owner', email: 'owner@example.com' });
    await database.close();

    expect(await cli(dataDir, 'promote', 'owner@example.com')).toEqual({
      code: 0,
      output: 'owner@example.com is an admin now.\n',
    });
    expect((await cli(dataDir, 'promote', 'owner@example.com')).code).toBe(1);
    expect((await cli(dataDir, 'promote', 'nobody@example.com')).output).toMatch(/has no account yet/);
    expect(await cli(dataDir)).toEqual({ code: 2, output: 'Usage: npm run admin -- promote EMAIL\n' });

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    const [owner] = await reopened.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    await reopened.close();
    expect(owner?.role).toBe('admin');
  });
});
