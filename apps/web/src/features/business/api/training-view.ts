/**
 * The training calls' input: nothing for the own view (its key stays the endpoint's), `user_id`
 * when staff look at a field-service user's view.
 */
export function trainingViewInput(userId: number | undefined): { query: { user_id: string } } | undefined {
  return userId === undefined ? undefined : { query: { user_id: String(userId) } };
}
