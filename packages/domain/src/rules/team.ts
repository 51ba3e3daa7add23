/**
 * Who has a team (issue 37 §4): a pharmacy owner (PHO) whose employment is verified. The API
 * decides with the employment's pharmacy (modules/team); the web uses this for the navigation.
 */
export function hasTeam(user: { job: string | null; employee: { isVerified: boolean } | null }): boolean {
  return user.job === 'PHO' && user.employee?.isVerified === true;
}
