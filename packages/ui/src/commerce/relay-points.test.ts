import { describe, expect, it } from 'vitest';
import { formatDistance, formatTime, openingWeek, townLines, weekdayName } from './relay-points.js';

describe('openingWeek', () => {
  it('lists Monday to Sunday, closed days empty, slots by opening time', () => {
    const week = openingWeek([
      { day: 6, slots: [{ opens: '09:00', closes: '12:00' }] },
      {
        day: 1,
        slots: [
          { opens: '14:00', closes: '19:00' },
          { opens: '09:30', closes: '12:30' },
        ],
      },
    ]);
    expect(week.map(({ day }) => day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week[0]?.slots).toEqual([
      { opens: '09:30', closes: '12:30' },
      { opens: '14:00', closes: '19:00' },
    ]);
    expect(week[1]?.slots).toEqual([]);
    expect(week[5]?.slots).toEqual([{ opens: '09:00', closes: '12:00' }]);
    expect(week[6]?.slots).toEqual([]);
  });

  it('gives a week closed every day for no hours', () => {
    expect(openingWeek([]).every(({ slots }) => slots.length === 0)).toBe(true);
  });
});

describe('weekdayName', () => {
  it('names ISO days in the store language', () => {
    expect(weekdayName(1, 'fr-FR')).toBe('lundi');
    expect(weekdayName(7, 'fr-FR')).toBe('dimanche');
    expect(weekdayName(3, 'en-GB')).toBe('Wednesday');
  });
});

describe('townLines', () => {
  it('writes the postcode before the town in France, after it on its own line in the UK', () => {
    expect(townLines('75011', 'Paris', 'fr-FR')).toEqual(['75011 Paris']);
    expect(townLines('SW1W 0PP', 'London', 'en-GB')).toEqual(['London', 'SW1W 0PP']);
  });
});

// Intl separates number and unit with a (narrow) no-break space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDistance', () => {
  it('uses metres then kilometres in France', () => {
    expect(plain(formatDistance(846, 'fr-FR'))).toBe('850 m');
    expect(plain(formatDistance(1000, 'fr-FR'))).toBe('1 km');
    expect(plain(formatDistance(1240, 'fr-FR'))).toBe('1,2 km');
  });

  it('uses miles in the UK', () => {
    expect(plain(formatDistance(1609, 'en-GB'))).toBe('1.0 mi');
    expect(plain(formatDistance(800, 'en-GB'))).toBe('0.5 mi');
    expect(plain(formatDistance(0, 'en-GB'))).toBe('0.1 mi');
  });
});

describe('formatTime', () => {
  it('writes hours the French way in France', () => {
    expect(formatTime('09:30', 'fr-FR')).toBe('9h30');
    expect(formatTime('14:00', 'fr-FR')).toBe('14h00');
  });

  it('keeps the 24-hour clock in the UK', () => {
    expect(formatTime('09:30', 'en-GB')).toBe('09:30');
    expect(formatTime('7:05', 'en-GB')).toBe('07:05');
  });

  it('leaves anything else as it is', () => {
    expect(formatTime('midi', 'fr-FR')).toBe('midi');
  });
});
