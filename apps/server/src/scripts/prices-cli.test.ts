import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ks-prices-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The command as `npm run prices --` runs it; its exit code and output. */
async function prices(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/scripts/prices.ts', ...args],
      {
        cwd: SERVER_DIR,
        env: { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run prices', () => {
  it('refuses a malformed file with one line naming the line and what is wrong, before opening the database', async () => {
    const file = path.join(dir, 'bad.csv');
    await writeFile(
      file,
      'State,District,Market,Commodity,Variety,Grade,Arrival_Date,Min_x0020_Price,Max_x0020_Price,Modal_x0020_Price\n' +
        'Maharashtra,Nashik,Lasalgaon,Onion,Red,FAQ,18/11/2025,1200,2300,1950\n' +
        'Maharashtra,Nashik,Lasalgaon,Onion,Red,FAQ,19/11/2025,1200,,1950\n',
    );
    const result = await prices('import', file);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`${file}: line 3: max_price is not a price: ""; nothing imported`);
    expect(result.stdout).toBe('');
  });

  it('explains its usage', async () => {
    const result = await prices('export');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run prices -- import <file.csv|file.json>');
  });
});
