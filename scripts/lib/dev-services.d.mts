import type { ChildProcess } from 'node:child_process';

/** Spawns dev-services with an IPC channel; resolves once it reported what started where (dev-services.mjs). */
export function startDevServices(options: { args: string[]; cwd: string; env: NodeJS.ProcessEnv }): Promise<{
  child: ChildProcess;
  report: { testPayments?: object; devIdp?: object };
  running: boolean;
}>;
