/**
 * Query strings as browser libraries send them: arrays as `ids[]=1&ids[]=2`, empty values
 * left out so a cleared filter does not filter.
 */
export function toQueryString(params: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(`${key}[]`, String(v)));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** A flat object as an `application/x-www-form-urlencoded` body. */
export function toFormBody(data: Record<string, unknown>): string {
  return toQueryString(data).slice(1);
}
