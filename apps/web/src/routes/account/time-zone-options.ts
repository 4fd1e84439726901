import type { TSelectOption } from '../../components/form/select-field';

let cachedZones: readonly string[] | undefined;

/** Every IANA time zone the browser knows, computed once (about 400 of them). */
function supportedTimeZones(): readonly string[] {
  cachedZones ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return cachedZones;
}

/** The zone's current UTC offset, e.g. "GMT+08:00", or '' when the runtime cannot tell. */
function offsetOf(timeZone: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }).formatToParts(now);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * Time zone choices labelled "Asia/Shanghai (GMT+08:00)". The saved zone is always among them, even
 * if this browser's list lacks it (e.g. "UTC" on some engines), so opening the form never changes it.
 */
export function timeZoneOptions(current: string, now: Date = new Date()): TSelectOption[] {
  const zones = supportedTimeZones();
  const all = zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => {
    const offset = offsetOf(zone, now);
    const name = zone.replaceAll('_', ' ');
    return { value: zone, label: offset ? `${name} (${offset})` : name };
  });
}
