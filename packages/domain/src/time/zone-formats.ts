/**
 * One formatter per time zone for a set of options (always in en-US, whose parts the callers read), built
 * once: building one loads the zone's rules, and the call path and the wall display format the same few
 * zones again and again — the phones' engine for every call it routes, the ingest for every call it
 * stores, a display for every list it filters.
 */
export function zoneFormats(
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const kept = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = kept.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
      kept.set(timeZone, format);
    }
    return format;
  };
}
