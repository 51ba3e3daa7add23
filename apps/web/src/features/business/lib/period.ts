import { type DashboardPeriod, periodQuerySchema } from '@apopunkt/domain/schemas/business';
import { useSearchParams } from 'react-router';

/** A period as the dashboard calls send it (nothing for the whole runtime). */
export function periodParams(period: DashboardPeriod): { from?: string; to?: string } {
  return period ? { from: period.from, to: period.to } : {};
}

/**
 * A module dashboard's period from the address (`?from=&to=`, so it survives a reload and can be
 * shared), checked with the API's own schema: a bad one gives its German message and the whole
 * runtime.
 */
export function useDashboardPeriod() {
  const [search, setSearch] = useSearchParams();
  const from = search.get('from') ?? undefined;
  const to = search.get('to') ?? undefined;
  const checked = periodQuerySchema.safeParse({ from, to });
  const period: DashboardPeriod = checked.success && from && to ? { from, to } : null;
  const error = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const setPeriod = (next: DashboardPeriod) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete('from');
        params.delete('to');
        if (next) {
          params.set('from', next.from);
          params.set('to', next.to);
        }
        return params;
      },
      { replace: true },
    );
  return { period, error, setPeriod, requested: { from: from ?? null, to: to ?? null } };
}
