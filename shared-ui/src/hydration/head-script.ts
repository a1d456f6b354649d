/**
 * The hydration gate as the page's first script: the shell's build compiles this file on its own and writes it
 * inline at the top of index.html's <head> (shell/webpack.config.js), and the API allows exactly that script by
 * its hash in the Content-Security-Policy (api/src/plugins/security-headers.ts). So the gate listens before the
 * parser has written a single button of the server's page, however late main.js arrives: a tap is never lost to
 * a script still on its way (ADR 2).
 *
 * The shell's own code reaches this same instance through `globalThis.vesnaHydrationGate` (page-gate.ts, which
 * the shell's browser build puts in place of hydration-gate.ts): one module, one listener, one registry.
 */
import * as gate from './hydration-gate';

globalThis.vesnaHydrationGate = gate;
// #root is found when a click comes: the parser has not written it yet.
gate.holdEarlyClicks(() => document.getElementById('root'));
