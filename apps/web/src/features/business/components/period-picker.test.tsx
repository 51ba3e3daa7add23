import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { PeriodPicker } from './period-picker';

afterEach(cleanup);

describe('period picker (issue 37 §5)', { timeout: 20_000 }, () => {
  it('shows the whole runtime when no period is chosen, and a preset chooses its days', async () => {
    const onChange = vi.fn();
    render(<PeriodPicker period={null} error={null} onChange={onChange} />, { wrapper: WithProviders });
    const input = screen.getByRole('button', { name: 'Zeitraum' });
    expect(input.textContent).toBe('Gesamte Laufzeit');
    expect(screen.queryByRole('button', { name: 'Gesamte Laufzeit' })).toBeNull();
    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('button', { name: 'Letzte 28 Tage' }));
    expect(onChange).toHaveBeenCalledWith({
      from: dayjs().subtract(27, 'day').format('YYYY-MM-DD'),
      to: dayjs().format('YYYY-MM-DD'),
    });
  });

  it('goes back to the whole runtime and shows the message of a refused period', () => {
    const onChange = vi.fn();
    render(
      <PeriodPicker
        period={{ from: '2026-11-01', to: '2026-11-28' }}
        error="Der Anfang des Zeitraums liegt nach seinem Ende."
        onChange={onChange}
      />,
      { wrapper: WithProviders },
    );
    expect(screen.getByRole('button', { name: 'Zeitraum' }).textContent).toBe('01.11.2026 – 28.11.2026');
    expect(screen.getByText('Der Anfang des Zeitraums liegt nach seinem Ende.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gesamte Laufzeit' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
