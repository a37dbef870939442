import type { DutyChange } from '@fletx/contract/hos';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hosClock } from '../lib/hos-clock';
import { I18nProvider, LANGUAGE_KEY } from '../lib/i18n';
import { HosClockView } from './duty-panel';

const at = (time: string) => `2026-11-24T${time}:00.000Z`;
const change = (status: DutyChange['status'], time: string): DutyChange => ({
  status,
  at: time.includes('T') ? time : at(time),
  lat: 32.7,
  lon: -96.8,
});

/** A night off, then a morning: on duty 06:00, driving 06:30–10:30, on duty since; it is now 11:00. */
const morning = [
  change('off_duty', '2026-11-23T18:00:00.000Z'),
  change('on_duty', '06:00'),
  change('driving', '06:30'),
  change('on_duty', '10:30'),
];
const now = new Date(at('11:00'));
const midnight = new Date(at('00:00'));

describe('the HOS clock', () => {
  it('counts today per status and what is left of the 11-hour and 14-hour limits', () => {
    const clock = hosClock(morning, now, midnight);
    expect(clock.current).toBe('on_duty');
    expect(clock.today).toEqual({ driving: 240, on_duty: 60, off_duty: 360, sleeper_berth: 0 });
    expect(clock.drivingLeft).toBe(7 * 60);
    expect(clock.windowLeft).toBe(9 * 60);
    expect(clock.inShift).toBe(true);
    expect(clock.breakDue).toBe(false);
  });

  it('starts a new shift after 10 hours off: the whole limits are back', () => {
    const clock = hosClock([...morning, change('off_duty', '11:00')], new Date(at('21:30')), midnight);
    expect(clock.inShift).toBe(false);
    expect(clock.drivingLeft).toBe(11 * 60);
    expect(clock.windowLeft).toBe(14 * 60);
  });

  it('asks for a break after 8 hours of driving and shows no time left past the limits', () => {
    const long = [change('off_duty', '2026-11-23T12:00:00.000Z'), change('driving', '00:00')];
    const clock = hosClock(long, new Date(at('15:00')), midnight);
    expect(clock.breakDue).toBe(true);
    expect(clock.drivingLeft).toBe(0);
    expect(clock.windowLeft).toBe(0);
  });

  it('shows the clock as HH:mm, in English and in Spanish', () => {
    const clock = hosClock(morning, now, midnight);
    localStorage.setItem(LANGUAGE_KEY, 'en');
    const { unmount } = render(
      <I18nProvider>
        <HosClockView clock={clock} />
      </I18nProvider>,
    );
    expect(within(screen.getByTestId('driving-left')).getByText('07:00')).toBeInTheDocument();
    expect(screen.getByTestId('driving-left')).toHaveTextContent('Driving left (11 h)');
    expect(within(screen.getByTestId('window-left')).getByText('09:00')).toBeInTheDocument();
    expect(screen.getByTestId('today-driving')).toHaveTextContent('04:00');
    expect(screen.getByTestId('today-on_duty')).toHaveTextContent('01:00');
    expect(screen.getByTestId('today-off_duty')).toHaveTextContent('06:00');
    expect(screen.getByTestId('today-sleeper_berth')).toHaveTextContent('00:00');
    unmount();

    localStorage.setItem(LANGUAGE_KEY, 'es');
    render(
      <I18nProvider>
        <HosClockView clock={clock} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('driving-left')).toHaveTextContent('Conducción restante (11 h)07:00');
    expect(screen.getByText('Conduciendo')).toBeInTheDocument();
  });
});
