import { fieldServiceEndpoints } from '@apopunkt/domain/endpoints/field-service';
import type { TrainingEmployee } from '@apopunkt/domain/schemas/business';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { queryKeyOf } from '../../../lib/query-key';
import { trainingViewInput } from './training-view';

/** The people a page of the employees table shows. */
export const TRAINING_EMPLOYEES_PAGE_SIZE = 50;

/** What the employees table shows: the search (name or pharmacy) and the page, from 1. */
export interface TrainingEmployeesFilter {
  search: string;
  page: number;
}

const FIRST_PAGE: TrainingEmployeesFilter = { search: '', page: 1 };

/** The call's query: the view (`user_id` when staff look at a field-service user's), search and page. */
function queryOf(userId: number | undefined, search: string, limit: number, offset: number) {
  return {
    ...trainingViewInput(userId)?.query,
    ...(search ? { search } : {}),
    limit: String(limit),
    offset: String(offset),
  };
}

/** A page of the employees of the assigned pharmacies: the own, or (staff) those of the field-service user `userId`. */
export function trainingEmployeesQueryFor(userId?: number, filter: TrainingEmployeesFilter = FIRST_PAGE) {
  const query = queryOf(
    userId,
    filter.search,
    TRAINING_EMPLOYEES_PAGE_SIZE,
    (filter.page - 1) * TRAINING_EMPLOYEES_PAGE_SIZE,
  );
  return queryOptions({
    queryKey: queryKeyOf(fieldServiceEndpoints.trainingEmployees, { query }),
    queryFn: ({ signal }) => call(fieldServiceEndpoints.trainingEmployees, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The own view's first page. */
export const trainingEmployeesQuery = trainingEmployeesQueryFor();

export function useTrainingEmployees(userId: number | undefined, filter: TrainingEmployeesFilter) {
  return useQuery(trainingEmployeesQueryFor(userId, filter));
}

/** Every named employee the search finds (for the CSV export). */
export function fetchAllTrainingEmployees(userId: number | undefined, search: string): Promise<TrainingEmployee[]> {
  return fetchAllPages((limit, offset) =>
    call(fieldServiceEndpoints.trainingEmployees, { query: queryOf(userId, search, limit, offset) }),
  );
}
