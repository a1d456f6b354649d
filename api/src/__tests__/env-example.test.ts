import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../db/paths';

// .env.example lists every variable of the README's table, so a newcomer's copy has them all.
describe('.env.example', () => {
  it("names every variable of the README's environment table", () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Environment variables'), readme.indexOf('## Accounts'));
    const documented = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z_0-9]+)`/g)].map((match) => match[1]));
    expect(documented.length).toBeGreaterThan(30);
    const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    expect(documented.filter((name) => !example.includes(`# ${name}=`))).toEqual([]);
  });
});
