import { describe, expect, it } from 'vitest';
import { endSlotsAfter, isMeetingSlot, meetingSlots, slotDurationMinutes, slotLabel } from '../../../../src/domain/time/meeting-slots';

describe('meeting time options (spec 9)', () => {
  it('are the 37 times every 15 minutes from 8:00am to 5:00pm', () => {
    expect(meetingSlots).toHaveLength(37);
    expect(meetingSlots[0]).toEqual({ value: '08:00', label: '8:00am' });
    expect(meetingSlots[36]).toEqual({ value: '17:00', label: '5:00pm' });
    expect(meetingSlots.map((s) => s.value).slice(0, 5)).toEqual(['08:00', '08:15', '08:30', '08:45', '09:00']);
    const minutes = meetingSlots.map((s) => Number(s.value.slice(0, 2)) * 60 + Number(s.value.slice(3)));
    expect(minutes.every((m, i) => i === 0 || m - minutes[i - 1] === 15)).toBe(true);
  });

  it('label noon and the afternoon in 12-hour time', () => {
    expect(meetingSlots.find((s) => s.value === '12:00')?.label).toBe('12:00pm');
    expect(meetingSlots.find((s) => s.value === '12:15')?.label).toBe('12:15pm');
    expect(meetingSlots.find((s) => s.value === '11:45')?.label).toBe('11:45am');
    expect(slotLabel('13:30')).toBe('1:30pm');
    expect(slotLabel('00:15')).toBe('12:15am');
  });

  it('knows which values are options', () => {
    expect(isMeetingSlot('08:00')).toBe(true);
    expect(isMeetingSlot('17:00')).toBe(true);
    expect(isMeetingSlot('07:45')).toBe(false);
    expect(isMeetingSlot('17:15')).toBe(false);
    expect(isMeetingSlot('09:10')).toBe(false);
    expect(isMeetingSlot('9:00')).toBe(false);
  });

  it('offer end times strictly after the start', () => {
    expect(endSlotsAfter('16:30').map((s) => s.value)).toEqual(['16:45', '17:00']);
    expect(endSlotsAfter('08:00')).toHaveLength(36);
    expect(endSlotsAfter('17:00')).toEqual([]);
    expect(endSlotsAfter(null)).toHaveLength(37);
  });

  it('measure a duration in minutes', () => {
    expect(slotDurationMinutes('10:30', '11:00')).toBe(30);
    expect(slotDurationMinutes('08:00', '17:00')).toBe(540);
  });
});
