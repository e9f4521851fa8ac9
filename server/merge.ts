type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * JSON Merge Patch (RFC 7396), what PATCH bodies mean here: objects merge key by key, `null`
 * removes a field, anything else (arrays included) replaces it.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const out: Json = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = mergePatch(out[key], value);
  }
  return out;
}

/** Sets a value at a path of a record, dropping what becomes empty (a cleared list, an emptied object). */
export function setIn(data: Json, path: string[], value: unknown): Json {
  const [head, ...rest] = path;
  const out = { ...data };
  if (!rest.length) {
    if (value === null || (Array.isArray(value) && value.length === 0)) delete out[head];
    else out[head] = value;
  } else {
    const inner = setIn(isObject(out[head]) ? out[head] : {}, rest, value);
    if (Object.keys(inner).length) out[head] = inner;
    else delete out[head];
  }
  return out;
}

export { isObject };
