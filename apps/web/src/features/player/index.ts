// The feature's front door: what other features, routes and the app may use.
export { ContentPage } from './components/content-page';
export { Player } from './components/player';
export { QuizQuestion } from './components/quiz-question';
