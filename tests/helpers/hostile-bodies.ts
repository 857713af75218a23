import fc from 'fast-check';

type Json = fc.JsonValue;
type JsonObject = { [key: string]: Json };

/** One field of an endpoint's body, and what its schema demands of it. */
export interface FieldRule {
  /** Where the field sits, e.g. ['userInfo', 'email']. */
  path: readonly string[];
  type: 'string' | 'object' | 'boolean';
  required: boolean;
  nullable?: boolean;
  /** The schema's longest valid string; absent when only the body limit caps the field. */
  maxLength?: number;
  /** Only a fixed alphabet or list of words is valid: ids, slugs, tokens, emails, enums. */
  patterned?: boolean;
}

export interface BodyRules {
  /** A body the endpoint accepts and acts on. Every hostile body is this one, broken in one way. */
  valid: JsonObject;
  fields: readonly FieldRule[];
  /** The body is flat strings, so a urlencoded form can carry a valid one as well as JSON. */
  acceptsForms?: boolean;
}

export interface HostileRequest {
  /** What was done to the valid body; fast-check prints it with a counterexample. */
  mutation: string;
  contentType: string;
  payload: string;
}

interface Mutated {
  mutation: string;
  body: Json;
}

const pollutionKeys = ['__proto__', 'constructor', 'prototype'];
const privilegedKeys = [
  'price',
  'priceEur',
  'priceCents',
  'amount',
  'amountCents',
  'currency',
  'discount',
  'status',
  'isAdmin',
  'role',
  'tierId',
  'accountId',
  'activated',
];

/** Negative, float and absurd prices. */
const priceNumbers: fc.Arbitrary<Json> = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: -1 }),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }).filter((value) => !Number.isInteger(value)),
  fc.constantFrom(0, -0, 1e308, Number.MAX_SAFE_INTEGER + 2),
);

/** Prices written as strings, as a form or a careless client would send them. */
const numbersAsStrings: fc.Arbitrary<Json> = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => value.toFixed(2)),
  fc.constantFrom('0', '-0.01', '1e-9', '350.00', '0x10', ' 1 ', 'NaN', 'Infinity'),
);

/** An object with `key` as its own property, even when the key is __proto__. */
function objectWith(key: string, value: Json): JsonObject {
  return Object.defineProperty<JsonObject>({}, key, { value, enumerable: true, writable: true, configurable: true });
}

const pollutingValue: fc.Arbitrary<Json> = fc.constantFrom(
  objectWith('pollutedByFuzz', true),
  objectWith('prototype', objectWith('pollutedByFuzz', true)),
  objectWith('__proto__', objectWith('pollutedByFuzz', true)),
);

const codePoints = (text: string) => [...text].length;

const anyString = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
const someJson = fc.jsonValue({ maxDepth: 2 });

/** A string the schema cannot take: past its cap in code points (as zod counts) even after trimming. */
function longerThan(maxLength: number): fc.Arbitrary<string> {
  const unit = fc
    .oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }), fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }))
    .filter((text) => text.trim().length > 0);
  const excess = fc.oneof(
    { weight: 5, arbitrary: fc.integer({ min: 1, max: 2_000 }) },
    // Past the 16 KiB form body limit as well as under it.
    { weight: 1, arbitrary: fc.integer({ min: 50_000, max: 700_000 }) },
  );
  // Trimming removes less than one unit at each end, so two units more than
  // the cap keep the trimmed string too long.
  return fc.tuple(unit, excess).map(([text, extra]) => text.repeat(Math.ceil((maxLength + extra) / codePoints(text)) + 2));
}

/** A string with a character no id, slug, token, email or enum allows, and that trimming cannot remove. */
const patternBreaking = fc
  .tuple(anyString, fc.constantFrom('\u0000', '<', '"', '\\', '%', '{', '/', '💥', '\u202e', '\u200b', '\ud800'), anyString)
  .map(([before, character, after]) => `${before.slice(0, 40)}${character}${after.slice(0, 40)}`);

function wrongTypeFor(field: FieldRule): fc.Arbitrary<Json> {
  const others: fc.Arbitrary<Json>[] = [
    fc.integer(),
    priceNumbers,
    ...(field.type === 'boolean' ? [] : [fc.boolean()]),
    fc.array(someJson, { maxLength: 4 }),
  ];
  if (field.type !== 'object') others.push(fc.dictionary(fc.string(), someJson, { maxKeys: 4 }));
  if (field.type !== 'string') others.push(fc.oneof(anyString, numbersAsStrings));
  // What a form or a careless client sends for a checkbox.
  if (field.type === 'boolean') others.push(fc.constantFrom('true', 'false', 'on', '1'));
  if (!field.nullable) others.push(fc.constant(null));
  return fc.oneof(...others);
}

function cloneWith(body: JsonObject, path: readonly string[], value: Json | undefined): JsonObject {
  const copy = structuredClone(body);
  const key = path[path.length - 1];
  if (key === undefined) throw new Error('a field path cannot be empty');
  const parent = path.slice(0, -1).reduce<JsonObject>((object, step) => object[step] as JsonObject, copy);
  if (value === undefined) {
    Reflect.deleteProperty(parent, key);
  } else {
    // Defined, not assigned: a key named __proto__ must become a real key of the JSON.
    Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

function valueAt(body: JsonObject, path: readonly string[]): Json | undefined {
  return path.reduce<Json | undefined>((value, step) => (value as JsonObject | undefined)?.[step], body);
}

function unknownKey(rules: BodyRules, objectPath: readonly string[]): fc.Arbitrary<string> {
  const isChild = (field: FieldRule) =>
    field.path.length === objectPath.length + 1 && objectPath.every((step, index) => field.path[index] === step);
  const allowed = new Set(rules.fields.filter(isChild).map((field) => field.path[objectPath.length]));
  return fc
    .oneof(fc.constantFrom(...pollutionKeys, ...privilegedKeys), fc.string({ minLength: 1, maxLength: 30 }))
    .filter((key) => !allowed.has(key));
}

const at = (path: readonly string[]) => path.join('.') || 'the top level';

/** One arbitrary choosing among `items`, or none when there are none to choose from. */
function forOneOf<Item, Value>(items: readonly Item[], make: (item: Item) => fc.Arbitrary<Value>): fc.Arbitrary<Value>[] {
  return items.length === 0 ? [] : [fc.constantFrom(...items).chain(make)];
}

/** The valid body broken in exactly one way, each of them invalid by construction. */
function mutatedBodies(rules: BodyRules): fc.Arbitrary<Mutated> {
  const { valid, fields } = rules;
  const replaced = (path: readonly string[], value: Json | undefined) => cloneWith(valid, path, value);
  const objects = fields.filter((field) => field.type === 'object' && valueAt(valid, field.path) !== null);
  const topLevelRequired = fields.filter((field) => field.required && field.path.length === 1).map((field) => field.path[0] ?? '');

  return fc.oneof(
    ...forOneOf(
      fields.filter((field) => field.required),
      (field) => fc.constant({ mutation: `missing ${at(field.path)}`, body: replaced(field.path, undefined) }),
    ),
    ...forOneOf(fields, (field) =>
      wrongTypeFor(field).map((value) => ({ mutation: `wrong type at ${at(field.path)}`, body: replaced(field.path, value) })),
    ),
    ...forOneOf(
      fields.filter((field) => field.maxLength !== undefined),
      (field) =>
        longerThan(field.maxLength ?? 0).map((value) => ({
          mutation: `${codePoints(value)} characters at ${at(field.path)}`,
          body: replaced(field.path, value),
        })),
    ),
    ...forOneOf(
      fields.filter((field) => field.patterned),
      (field) =>
        patternBreaking.map((value) => ({ mutation: `foreign character at ${at(field.path)}`, body: replaced(field.path, value) })),
    ),
    ...forOneOf([[], ...objects.map((field) => field.path)], (path) =>
      fc
        .tuple(unknownKey(rules, path), fc.oneof(priceNumbers, numbersAsStrings, pollutingValue, someJson))
        .map(([key, value]) => ({ mutation: `extra key ${JSON.stringify(key)} at ${at(path)}`, body: replaced([...path, key], value) })),
    ),
    fc
      .oneof(
        anyString,
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(someJson, { maxLength: 5 }),
        fc.constant<Json>([valid]),
      )
      .map((body) => ({ mutation: 'not an object', body })),
    fc
      .dictionary(fc.string(), someJson, { maxKeys: 6 })
      .filter((body) => topLevelRequired.some((key) => !Object.hasOwn(body, key)))
      .map((body) => ({ mutation: 'an unrelated object', body })),
  );
}

const jsonContentTypes = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON');

function asJson(mutated: fc.Arbitrary<Mutated>): fc.Arbitrary<HostileRequest> {
  return fc
    .tuple(mutated, jsonContentTypes)
    .map(([{ mutation, body }, contentType]) => ({ mutation, contentType, payload: JSON.stringify(body) }));
}

/** Any proper prefix of an object's JSON text is not JSON, down to the empty body. */
function truncatedJson(valid: JsonObject): fc.Arbitrary<HostileRequest> {
  const text = JSON.stringify(valid);
  return fc
    .tuple(fc.nat({ max: text.length - 1 }), jsonContentTypes)
    .map(([length, contentType]) => ({ mutation: `JSON cut at ${length}`, contentType, payload: text.slice(0, length) }));
}

/** The valid body's JSON under a type the endpoint does not read as JSON or a form. */
function foreignContentType(valid: JsonObject): fc.Arbitrary<HostileRequest> {
  return fc
    .constantFrom(
      'text/plain',
      'application/xml',
      'application/octet-stream',
      'multipart/form-data; boundary=fuzz',
      'text/json',
      'application/jsonx',
    )
    .map((contentType) => ({ mutation: `sent as ${contentType}`, contentType, payload: JSON.stringify(valid) }));
}

type FormEntries = [string, string][];

/** Forms carry only strings: one is broken by a missing, extra, repeated, overlong or foreign-character field. */
function formBodies(rules: BodyRules): fc.Arbitrary<HostileRequest> {
  const entries: FormEntries = Object.entries(rules.valid).map(([key, value]) => [key, String(value)]);
  const withValue = (name: string, value: string): FormEntries => entries.map(([key, old]) => [key, key === name ? value : old]);
  const fields = rules.fields.filter((field) => field.path.length === 1).map((field) => ({ ...field, name: field.path[0] ?? '' }));

  const broken: fc.Arbitrary<{ mutation: string; entries: FormEntries }>[] = [
    ...forOneOf(
      fields.filter((field) => field.required),
      ({ name }) => fc.constant({ mutation: `missing form field ${name}`, entries: entries.filter(([key]) => key !== name) }),
    ),
    ...forOneOf(
      fields.filter((field) => field.maxLength !== undefined),
      ({ name, maxLength }) =>
        longerThan(maxLength ?? 0).map((value) => ({
          mutation: `${codePoints(value)} characters in form field ${name}`,
          entries: withValue(name, value),
        })),
    ),
    ...forOneOf(
      fields.filter((field) => field.patterned),
      ({ name }) =>
        patternBreaking.map((value) => ({ mutation: `foreign character in form field ${name}`, entries: withValue(name, value) })),
    ),
    fc.tuple(unknownKey(rules, []), anyString).map(([key, value]) => ({
      mutation: `extra form field ${JSON.stringify(key)}`,
      entries: [...entries, [key, value] as [string, string]],
    })),
    ...forOneOf(entries, ([name]) =>
      anyString.map((value) => ({ mutation: `form field ${name} repeated`, entries: [...entries, [name, value] as [string, string]] })),
    ),
  ];
  return fc.oneof(...broken).map(({ mutation, entries: brokenEntries }) => ({
    mutation,
    contentType: 'application/x-www-form-urlencoded',
    payload: new URLSearchParams(brokenEntries).toString(),
  }));
}

/**
 * Malformed or hostile request bodies for one endpoint: wrong types, missing
 * and extra fields, huge and unicode strings, prototype-pollution keys,
 * numbers as strings, negative and float prices, broken JSON, foreign content
 * types and, where forms are accepted, broken forms. None is valid.
 */
export function hostileRequests(rules: BodyRules): fc.Arbitrary<HostileRequest> {
  return fc.oneof(
    { weight: 12, arbitrary: asJson(mutatedBodies(rules)) },
    { weight: 1, arbitrary: truncatedJson(rules.valid) },
    { weight: 1, arbitrary: foreignContentType(rules.valid) },
    ...(rules.acceptsForms ? [{ weight: 3, arbitrary: formBodies(rules) }] : []),
  );
}
