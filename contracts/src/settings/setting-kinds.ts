/**
 * The kinds of environment variable the shop reads, so that each variable of settings-schema.ts is one line.
 * Each kind carries its JSON schema (what env-schema checks and coerces), the sentence a wrong value is told
 * with, and, only for TypeScript, the type the checked value has.
 */

/** The programs that read a variable: a program checks only its own at start. */
export type SettingReader = 'api' | 'dev-services' | 'npm start' | 'npm run dev' | 'e2e' | 'bench' | 'api tests';

export interface JsonSchemaOfSetting {
  type: 'string' | 'integer' | 'boolean';
  description: string;
  default?: string | number | boolean;
  minimum?: number;
  maximum?: number;
  enum?: readonly string[];
  pattern?: string;
}

export interface Setting<Value, Defaulted extends boolean> {
  schema: JsonSchemaOfSetting;
  readBy: readonly SettingReader[];
  /** Said of a wrong value: `PORT must be ${expects}`. Never the value itself (it may be a secret). */
  expects: string;
  /** The default as written in .env.example and docs/operating.md when it is not one value (e.g. "warn (info in production)"). */
  defaultText?: string;
  /** Only for the type of the checked value; never set. */
  readonly value?: Value;
  readonly defaulted?: Defaulted;
}

type Common = { readBy: readonly SettingReader[]; description: string; defaultText?: string };

const withDefault = <T>(value: T | undefined) => (value === undefined ? {} : { default: value });

/** A whole number in a range: ports, deadlines, counts. */
export function integer<D extends number | undefined = undefined>(
  options: Common & { min: number; max: number; default?: D },
): Setting<number, D extends number ? true : false> {
  const { min, max, readBy, description, defaultText } = options;
  return {
    schema: { type: 'integer', minimum: min, maximum: max, description, ...withDefault(options.default) },
    readBy,
    expects: `a whole number from ${min} to ${max}`,
    defaultText,
  };
}

/** Free text (a path, a name, a token). */
export function text<D extends string | undefined = undefined>(
  options: Common & { default?: D },
): Setting<string, D extends string ? true : false> {
  const { readBy, description, defaultText } = options;
  return {
    schema: { type: 'string', description, ...withDefault(options.default) },
    readBy,
    expects: 'text',
    defaultText,
  };
}

/** Text of a given form (a URL of some scheme), told by `expects` when it does not match `pattern`. */
export function shaped<D extends string | undefined = undefined>(
  options: Common & { pattern: RegExp; expects: string; default?: D },
): Setting<string, D extends string ? true : false> {
  const { readBy, description, defaultText, pattern, expects } = options;
  return {
    schema: { type: 'string', pattern: pattern.source, description, ...withDefault(options.default) },
    readBy,
    expects,
    defaultText,
  };
}

/** One of a few words (`0`/`1` switches, a mode). */
export function oneOf<const V extends readonly string[], D extends V[number] | undefined = undefined>(
  values: V,
  options: Common & { default?: D },
): Setting<V[number], D extends string ? true : false> {
  const { readBy, description, defaultText } = options;
  return {
    schema: { type: 'string', enum: values, description, ...withDefault(options.default) },
    readBy,
    expects: `one of ${values.join(', ')}`,
    defaultText,
  };
}

/** `true` or `false`. */
export function flag<D extends boolean | undefined = undefined>(
  options: Common & { default?: D },
): Setting<boolean, D extends boolean ? true : false> {
  const { readBy, description, defaultText } = options;
  return {
    schema: { type: 'boolean', description, ...withDefault(options.default) },
    readBy,
    expects: 'true or false',
    defaultText,
  };
}

/** The checked, typed settings of a table of Setting: defaulted ones always have a value. */
export type SettingsOf<Table extends Record<string, Setting<unknown, boolean>>> = {
  [Name in keyof Table]: Table[Name] extends Setting<infer Value, infer Defaulted>
    ? Defaulted extends true
      ? Value
      : Value | undefined
    : never;
};
