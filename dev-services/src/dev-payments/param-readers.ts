import { randomBytes } from 'node:crypto';
import type { ParamValue, Params } from './form-params';
import { invalidParam, invalidRequest, missingParam } from './stripe-errors';

/** Readers for form parameters: Stripe answers a wrong type or an unknown name with a 400 naming the param. */

export function optionalString(params: Params, name: string, path = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidParam(path, `Invalid string: ${path}`);
  return value;
}

export function requiredString(params: Params, name: string, path = name): string {
  const value = optionalString(params, name, path);
  if (value === undefined || value === '') throw missingParam(path);
  return value;
}

export function optionalInteger(params: Params, name: string, path = name): number | undefined {
  const value = optionalString(params, name, path);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidParam(path, `Invalid integer: ${value}`);
  return Number(value);
}

export function optionalObject(params: Params, name: string, path = name): Params | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' || Array.isArray(value)) throw invalidParam(path, `Invalid object: ${path}`);
  return value;
}

export function optionalList(params: Params, name: string): ParamValue[] | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalidParam(name, `Invalid array: ${name}`);
  return value;
}

/** Stripe refuses parameters it does not know; so does this processor, to catch typos in our API early. */
export function refuseUnknown(params: Params, known: readonly string[], prefix = ''): void {
  for (const name of Object.keys(params)) {
    if (!known.includes(name)) {
      throw invalidRequest(`Received unknown parameter: ${prefix ? `${prefix}[${name}]` : name}`, {
        code: 'parameter_unknown',
        param: prefix ? `${prefix}[${name}]` : name,
      });
    }
  }
}

/** `metadata[key]=value`; an empty value removes the key, as at Stripe. */
export function mergeMetadata(current: Record<string, string>, params: Params): Record<string, string> {
  const update = optionalObject(params, 'metadata');
  if (params.metadata === '') return {};
  if (!update) return current;
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (typeof value !== 'string') throw invalidParam(`metadata[${key}]`, 'Metadata values must be strings.');
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** `cus_...`, `pm_...`, `pi_...`: a prefix and 24 random letters and digits. */
export function newId(prefix: string, length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
