#!/usr/bin/env node
// npm run env:example: writes .env.example from the settings schema (contracts/src/settings/settings-schema.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/frontends.mjs';
import { loadSettingsModule } from './lib/settings.mjs';

const { envExampleText } = await loadSettingsModule();
writeFileSync(join(repoRoot, '.env.example'), envExampleText());
console.log('[env:example] .env.example written from contracts/src/settings/settings-schema.ts');
