import { myDataEndpoints } from '@apopunkt/domain/endpoints/my-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints, queryKeyOf } from '../../../lib/query-key';

/** The member's signed-in devices, the current one marked. */
export function useDeviceSessions() {
  return useQuery({
    queryKey: queryKeyOf(myDataEndpoints.sessions),
    queryFn: ({ signal }) => call(myDataEndpoints.sessions, { signal }),
  });
}

/** Signs one device out; the list is fetched again either way. */
export function useEndDeviceSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(myDataEndpoints.endSession, { params: { id } }),
    onSettled: () => invalidateEndpoints(queryClient, myDataEndpoints.sessions),
  });
}

/** Signs every other device out. */
export function useEndOtherDeviceSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(myDataEndpoints.endOtherSessions),
    onSettled: () => invalidateEndpoints(queryClient, myDataEndpoints.sessions),
  });
}
