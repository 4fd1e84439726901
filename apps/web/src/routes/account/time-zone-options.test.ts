import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zone-options';

describe('timeZoneOptions', () => {
  it('labels zones with their offset', () => {
    const options = timeZoneOptions('Asia/Shanghai', new Date('2025-01-15T00:00:00Z'));
    expect(options.find((option) => option.value === 'Asia/Shanghai')?.label).toBe('Asia/Shanghai (GMT+08:00)');
    expect(options.find((option) => option.value === 'America/New_York')?.label).toBe('America/New York (GMT-05:00)');
  });

  it('always offers the saved zone', () => {
    const options = timeZoneOptions('Etc/GMT+3');
    expect(options.some((option) => option.value === 'Etc/GMT+3')).toBe(true);
  });
});
