// The feature's front door: what other features, routes and the app may use.
export { useTrainingPoints } from './api/get-training-points';
export { AttendanceList } from './components/attendance-list';
export { ExpiryList } from './components/expiry-list';
export { TrainingPointsCard } from './components/training-points-card';
export { TrainingProgress } from './components/training-progress';
