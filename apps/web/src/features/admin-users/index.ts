// The feature's front door: what other features, routes and the app may use.
export { useAdminUser } from './api/get-admin-user';
export { ADMIN_USERS_PAGE_SIZE, useAdminUsers } from './api/get-admin-users';
export { AdminUsersTable } from './components/admin-users-table';
export { EmployeeCard } from './components/employee-card';
export { FieldServiceCard } from './components/field-service-card';
export { PermissionsMatrix } from './components/permissions-matrix';
export { PointsCard } from './components/points-card';
export { SubscriptionsCard } from './components/subscriptions-card';
export { UserFlagsCard } from './components/user-flags-card';
export { UserProfileCard } from './components/user-profile-card';
export { UserStatusBadges } from './components/user-status-badges';
